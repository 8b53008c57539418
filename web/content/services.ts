/**
 * The services as code, no longer read by the service pages (they read the `services` collection):
 * kept for the sitemap, the social cards and scripts/make-marketing-images.ts until those read content.
 */

export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ServiceStat {
  value: string;
  label: string;
}

export interface ServiceContent {
  title: string;
  /** Short description for the meta tags and social cards. */
  metaDescription: string;
  heroImage: ContentImage;
  serviceTagline: string;
  section1: { title: string; description: string; stats: [ServiceStat, ServiceStat]; image: ContentImage };
  /** The "what is" section. */
  section2: { title: string; description: string; image: ContentImage };
  whyChoose: { title: string; points: string[]; image: ContentImage };
}

/** Slugs exactly as the original site spells them ("scrapping" included: links out there use it). */
export const serviceSlugs = [
  'bulk-data-scrapping',
  'powerbi-design',
  'server-setup',
  'api-integration',
  'daily-data',
  'ai-powered-bots',
  'web-automation',
  'custom-web-scraping',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

const accuracyStat: ServiceStat = { value: '94%', label: 'Data accuracy guarantee' };

/** The service illustrations are abstract decoration (the text beside them says it all): empty alt. */
const img = (slug: string, name: string, width = 640, height = 480): ContentImage => ({
  src: `/images/services/${slug}-${name}.svg`,
  alt: '',
  width,
  height,
});
const hero = (slug: string) => img(slug, 'hero', 560, 420);

export const services: Record<ServiceSlug, ServiceContent> = {
  'bulk-data-scrapping': {
    title: 'Bulk Data Scraping',
    metaDescription:
      'Bulk data scraping at scale: millions of product, listing and directory records collected, cleaned and delivered as CSV, JSON or straight into your database.',
    heroImage: hero('bulk-data-scrapping'),
    serviceTagline: 'Millions of records from thousands of pages, collected on schedule and delivered clean.',
    section1: {
      title: 'Large-scale extraction without the infrastructure headache',
      description:
        'We run distributed crawlers across rotating residential and datacenter proxies, respect crawl budgets and retry what fails, so you receive complete datasets rather than partial scrapes. Every run is deduplicated, validated against a schema you approve and delivered in the format your team already uses.',
      stats: [accuracyStat, { value: '50M+', label: 'Records delivered every month' }],
      image: img('bulk-data-scrapping', 'scale'),
    },
    section2: {
      title: 'What is bulk data scraping?',
      description:
        'Bulk data scraping is the automated collection of large volumes of public web data — product catalogues, business directories, property listings, reviews — in a single coordinated job. Instead of copying pages by hand or running fragile scripts, a managed pipeline fetches every page, extracts the fields you need and turns them into one consistent dataset.',
      image: img('bulk-data-scrapping', 'what-is'),
    },
    whyChoose: {
      title: 'Why choose DataLoom for bulk scraping?',
      points: [
        'Proxy rotation, CAPTCHA handling and polite rate limits built in',
        'Schema validation and deduplication on every run',
        'Delivery to CSV, JSON, Excel, S3, Google Sheets or your database',
        'Fixed per-project pricing agreed before we start',
        'Compliance review of every target site and its terms',
      ],
      image: img('bulk-data-scrapping', 'why'),
    },
  },
  'powerbi-design': {
    title: 'PowerBI Dashboard Design',
    metaDescription:
      'PowerBI dashboard design: data models, DAX measures and clear reports that turn scraped and internal data into decisions your team can act on.',
    heroImage: hero('powerbi-design'),
    serviceTagline: 'Reports your managers open every morning, built on a data model you can trust.',
    section1: {
      title: 'From raw tables to decisions in one view',
      description:
        'We design star-schema data models, write tested DAX measures and build report pages around the questions your team actually asks. Scraped market data, CRM exports and finance sheets land in one model that refreshes on its own, with row-level security for every audience.',
      stats: [accuracyStat, { value: '120+', label: 'Dashboards delivered' }],
      image: img('powerbi-design', 'model'),
    },
    section2: {
      title: 'What is PowerBI dashboard design?',
      description:
        'PowerBI dashboard design is the work of shaping data into interactive reports in Microsoft Power BI: connecting sources, modelling relationships, defining measures and laying out visuals so that the right number is easy to find. Good design means fewer, clearer charts and refresh schedules nobody has to babysit.',
      image: img('powerbi-design', 'what-is'),
    },
    whyChoose: {
      title: 'Why choose DataLoom for PowerBI?',
      points: [
        'Data models built for speed, not just for the first demo',
        'DAX measures documented and checked against your source figures',
        'Scheduled refresh through gateways, dataflows or Fabric',
        'Row-level security and workspace set-up for each team',
        'Hand-over training so your analysts can extend the reports',
      ],
      image: img('powerbi-design', 'why'),
    },
  },
  'server-setup': {
    title: 'Server Setup For Bots',
    metaDescription:
      'Server setup for bots and scrapers: hardened Linux or cloud servers, schedulers, monitoring and alerting so your automations run around the clock.',
    heroImage: hero('server-setup'),
    serviceTagline: 'Your bots and scripts, running 24/7 on servers that are monitored, patched and backed up.',
    section1: {
      title: 'Reliable homes for your automations',
      description:
        'We provision and harden servers on AWS, Azure, DigitalOcean or your own hardware, containerise your bots, schedule them with cron or queues, and wire up logs, health checks and alerts. When a job fails at 3 a.m., you hear about it — and it usually restarts itself first.',
      stats: [accuracyStat, { value: '99.9%', label: 'Uptime on managed servers' }],
      image: img('server-setup', 'infra'),
    },
    section2: {
      title: 'What is server setup for bots?',
      description:
        'Server setup for bots means preparing the infrastructure that runs automated scripts unattended: operating system hardening, runtime and browser installation, process supervision, scheduling, secrets management and monitoring. It turns a script that works on one laptop into a service that keeps working.',
      image: img('server-setup', 'what-is'),
    },
    whyChoose: {
      title: 'Why choose DataLoom for server setup?',
      points: [
        'Hardened images with firewall, SSH keys and automatic security updates',
        'Docker-based deployments you can reproduce in minutes',
        'Headless browsers, proxies and queues configured for scraping workloads',
        'Monitoring, log retention and alerts to e-mail or Slack',
        'Documentation and runbooks handed over with every server',
      ],
      image: img('server-setup', 'why'),
    },
  },
  'api-integration': {
    title: 'Third-Party API Integration',
    metaDescription:
      'Third-party API integration: connect CRMs, marketplaces, payment and shipping APIs to your systems with reliable, monitored data syncs.',
    heroImage: hero('api-integration'),
    serviceTagline: 'Connect the tools you already pay for, so data moves between them without copy and paste.',
    section1: {
      title: 'Integrations that survive rate limits and API changes',
      description:
        'We build connectors to REST, GraphQL and SOAP APIs — Shopify, HubSpot, Salesforce, Stripe, Amazon SP-API and many more — with authentication, pagination, retries and webhooks handled properly. Each integration logs what it moved, so differences between systems are easy to trace.',
      stats: [accuracyStat, { value: '200+', label: 'APIs integrated' }],
      image: img('api-integration', 'connect'),
    },
    section2: {
      title: 'What is third-party API integration?',
      description:
        'Third-party API integration connects your software to services run by other companies through their published interfaces. Orders, contacts, invoices or stock levels then synchronise automatically, in one direction or both, instead of being exported and re-imported by hand.',
      image: img('api-integration', 'what-is'),
    },
    whyChoose: {
      title: 'Why choose DataLoom for API integration?',
      points: [
        'OAuth 2.0, API keys and token refresh handled securely',
        'Respect for rate limits with queues and exponential back-off',
        'Webhooks for near-real-time updates where the API offers them',
        'Field mapping agreed with you and covered by automated tests',
        'Alerts when a provider changes or deprecates an endpoint',
      ],
      image: img('api-integration', 'why'),
    },
  },
  'daily-data': {
    title: 'Daily Data Feeds',
    metaDescription:
      'Daily data feeds: fresh prices, listings, news and stock levels delivered every day to your inbox, cloud bucket, API or database.',
    heroImage: hero('daily-data'),
    serviceTagline: 'Fresh, validated data every morning — delivered where your team already works.',
    section1: {
      title: 'Data that is never more than a day old',
      description:
        'We monitor your target sources on a fixed schedule, extract only what changed, validate it and push it to you as a file drop, a REST endpoint or rows in your warehouse. Change logs show what was added, updated or removed since yesterday.',
      stats: [accuracyStat, { value: '365', label: 'Deliveries a year, weekends included' }],
      image: img('daily-data', 'schedule'),
    },
    section2: {
      title: 'What is a daily data feed?',
      description:
        'A daily data feed is a recurring delivery of structured data collected from the web or from APIs. Rather than a one-off scrape, the feed keeps a dataset current — competitor prices, job postings, property listings or news mentions — so your reports and models always run on today’s numbers.',
      image: img('daily-data', 'what-is'),
    },
    whyChoose: {
      title: 'Why choose DataLoom for daily feeds?',
      points: [
        'Delivery windows agreed in advance and monitored every day',
        'Incremental updates with clear added, changed and removed flags',
        'Delivery to S3, Google Drive, SFTP, e-mail, API or your database',
        'Automatic repair when a source site changes its layout',
        'Historical archive so you can analyse trends over time',
      ],
      image: img('daily-data', 'why'),
    },
  },
  'ai-powered-bots': {
    title: 'AI-Powered Bots',
    metaDescription:
      'AI-powered bots that read documents, classify messages, enrich records and answer questions using large language models with human review where it matters.',
    heroImage: hero('ai-powered-bots'),
    serviceTagline: 'Bots that read, understand and act — with language models doing the tedious part.',
    section1: {
      title: 'Automation for work that needs judgement',
      description:
        'We combine scrapers and workflow automation with large language models to handle unstructured input: e-mails, PDFs, product descriptions, support tickets. Bots extract entities, classify intent, draft replies and enrich records, with confidence scores and review queues for anything uncertain.',
      stats: [accuracyStat, { value: '70%', label: 'Average reduction in manual handling time' }],
      image: img('ai-powered-bots', 'workflow'),
    },
    section2: {
      title: 'What are AI-powered bots?',
      description:
        'AI-powered bots are automated agents that use machine learning — usually large language models — to interpret text and make routine decisions. Unlike rule-based bots, they cope with varied wording and layouts, which makes them suited to document processing, data enrichment and first-line customer support.',
      image: img('ai-powered-bots', 'what-is'),
    },
    whyChoose: {
      title: 'Why choose DataLoom for AI bots?',
      points: [
        'Model choice (OpenAI, Anthropic, open-source) matched to cost and privacy needs',
        'Prompt and output evaluation against your real examples',
        'Human-in-the-loop review for low-confidence results',
        'Personal data kept out of prompts unless you approve it',
        'Usage dashboards so running costs stay predictable',
      ],
      image: img('ai-powered-bots', 'why'),
    },
  },
  'web-automation': {
    title: 'Web Automation Bots',
    metaDescription:
      'Web automation bots that log in, fill forms, download reports and move data between websites — reliably, on schedule and with full audit logs.',
    heroImage: hero('web-automation'),
    serviceTagline: 'Let bots click through the repetitive browser work your team does every day.',
    section1: {
      title: 'Hours of clicking, done in minutes',
      description:
        'Our bots drive real browsers with Playwright and Puppeteer to sign in to portals, fill forms, download statements, upload listings and copy data between systems that have no API. They handle two-factor prompts, session expiry and slow pages, and record screenshots of every step for audit.',
      stats: [accuracyStat, { value: '10,000+', label: 'Hours of manual work automated' }],
      image: img('web-automation', 'steps'),
    },
    section2: {
      title: 'What is web automation?',
      description:
        'Web automation uses software to operate websites the way a person would — navigating pages, entering data and collecting results — but faster and without mistakes from fatigue. It is the practical choice when a task lives inside web portals that offer no integration of their own.',
      image: img('web-automation', 'what-is'),
    },
    whyChoose: {
      title: 'Why choose DataLoom for web automation?',
      points: [
        'Robust selectors and self-checks that survive small page changes',
        'Secure credential storage and two-factor authentication support',
        'Step-by-step screenshots and logs for every run',
        'Scheduling, retries and alerts included',
        'Hosting on our servers or yours',
      ],
      image: img('web-automation', 'why'),
    },
  },
  'custom-web-scraping': {
    title: 'Custom Scraping Software',
    metaDescription:
      'Custom web scraping software built for your sources and your data model: maintainable code, dashboards and schedules you own outright.',
    heroImage: hero('custom-web-scraping'),
    serviceTagline: 'Scraping software built around your sources and your data model — and yours to keep.',
    section1: {
      title: 'Software, not just a one-off scrape',
      description:
        'When off-the-shelf tools fall short — logins, dynamic JavaScript, complex pagination, unusual formats — we write dedicated scrapers in Python or TypeScript, with tests, configuration and a simple control panel. You get the source code, documentation and the option of ongoing maintenance.',
      stats: [accuracyStat, { value: '235+', label: 'Scraping projects delivered' }],
      image: img('custom-web-scraping', 'code'),
    },
    section2: {
      title: 'What is custom scraping software?',
      description:
        'Custom scraping software is a purpose-built program that collects data from specific websites in exactly the structure you need. It is designed for the quirks of your sources and the systems it feeds, so it stays accurate as volumes grow and can be extended when your requirements change.',
      image: img('custom-web-scraping', 'what-is'),
    },
    whyChoose: {
      title: 'Why choose DataLoom for custom scrapers?',
      points: [
        'Full source code ownership with clear documentation',
        'Handles JavaScript-heavy sites, logins and anti-bot measures',
        'Automated tests that catch source changes early',
        'Admin panel to start runs, view logs and download results',
        'Optional maintenance plan with guaranteed response times',
      ],
      image: img('custom-web-scraping', 'why'),
    },
  },
};

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value ?? '');
}
