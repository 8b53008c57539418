import type { SampleItem } from './types';
import { sampleId } from './ids';

const industries = (...keys: string[]) => keys.map((key) => sampleId('industries', key));

/** The eight services of the first site, slugs as the old links spell them. */
export const sampleServices: SampleItem<'services'>[] = [
  {
    id: sampleId('services', 'bulk-data-scrapping'),
    data: {
      name: 'Bulk Data Scraping',
      slug: 'bulk-data-scrapping',
      summary: 'Millions of records from thousands of pages, collected on schedule and delivered clean.',
      metaDescription:
        'Bulk data scraping at scale: millions of product, listing and directory records collected, cleaned and delivered as CSV, JSON or straight into your database.',
      image: {
        src: '/images/services/bulk-data-scrapping-scale.svg',
        alt: 'Illustration: large-scale extraction without the infrastructure headache',
        width: 640,
        height: 480,
      },
      heroImage: { src: '/images/services/bulk-data-scrapping-hero.svg', alt: 'Illustration of bulk data scraping', width: 560, height: 420 },
      body: '<h2>Large-scale extraction without the infrastructure headache</h2><p>We run distributed crawlers across rotating residential and datacenter proxies, respect crawl budgets and retry what fails, so you receive complete datasets rather than partial scrapes. Every run is deduplicated, validated against a schema you approve and delivered in the format your team already uses.</p>',
      stats: [
        { value: '94%', label: 'Data accuracy guarantee' },
        { value: '50M+', label: 'Records delivered every month' },
      ],
      whatIs: {
        title: 'What is bulk data scraping?',
        text: 'Bulk data scraping is the automated collection of large volumes of public web data — product catalogues, business directories, property listings, reviews — in a single coordinated job. Instead of copying pages by hand or running fragile scripts, a managed pipeline fetches every page, extracts the fields you need and turns them into one consistent dataset.',
        image: { src: '/images/services/bulk-data-scrapping-what-is.svg', alt: 'Illustration: what is bulk data scraping', width: 640, height: 480 },
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
        image: {
          src: '/images/services/bulk-data-scrapping-why.svg',
          alt: 'Illustration: why choose dataloom for bulk scraping',
          width: 640,
          height: 480,
        },
      },
      useCases: [
        {
          title: 'Catalogue building',
          text: 'A marketplace seeds 400,000 product pages with titles, specs and images pulled from supplier sites, mapped to its own categories.',
        },
        {
          title: 'Lead lists from directories',
          text: 'A B2B sales team gets every listed firm in a trade directory — name, address, phone, website — de-duplicated against its CRM.',
        },
        {
          title: 'Market sizing',
          text: 'An analyst counts every listing, seller and price point in a category across ten marketplaces before a product launch.',
        },
        {
          title: 'Historical backfill',
          text: 'A research team collects five years of archived reviews and ratings in one job to train a sentiment model.',
        },
      ],
      deliverables: [
        'A validated dataset in CSV, JSON or Excel, or rows in your database',
        'The field schema, agreed before the first run',
        'A run report: pages fetched, records kept, records dropped and why',
      ],
      relatedIndustries: industries(
        'e-commerce',
        'business-lead-generation',
        'real-estate-and-county-data',
        'google-map-scraping',
        'dataset-collection',
      ),
      formService: 'Web Scraping',
    },
  },
  {
    id: sampleId('services', 'powerbi-design'),
    data: {
      name: 'PowerBI Dashboard Design',
      slug: 'powerbi-design',
      summary: 'Reports your managers open every morning, built on a data model you can trust.',
      metaDescription:
        'PowerBI dashboard design: data models, DAX measures and clear reports that turn scraped and internal data into decisions your team can act on.',
      image: {
        src: '/images/services/powerbi-design-model.svg',
        alt: 'Illustration: from raw tables to decisions in one view',
        width: 640,
        height: 480,
      },
      heroImage: { src: '/images/services/powerbi-design-hero.svg', alt: 'Illustration of powerbi dashboard design', width: 560, height: 420 },
      body: '<h2>From raw tables to decisions in one view</h2><p>We design star-schema data models, write tested DAX measures and build report pages around the questions your team actually asks. Scraped market data, CRM exports and finance sheets land in one model that refreshes on its own, with row-level security for every audience.</p>',
      stats: [
        { value: '94%', label: 'Data accuracy guarantee' },
        { value: '120+', label: 'Dashboards delivered' },
      ],
      whatIs: {
        title: 'What is PowerBI dashboard design?',
        text: 'PowerBI dashboard design is the work of shaping data into interactive reports in Microsoft Power BI: connecting sources, modelling relationships, defining measures and laying out visuals so that the right number is easy to find. Good design means fewer, clearer charts and refresh schedules nobody has to babysit.',
        image: { src: '/images/services/powerbi-design-what-is.svg', alt: 'Illustration: what is powerbi dashboard design', width: 640, height: 480 },
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
        image: { src: '/images/services/powerbi-design-why.svg', alt: 'Illustration: why choose dataloom for powerbi', width: 640, height: 480 },
      },
      useCases: [
        {
          title: 'Daily sales cockpit',
          text: 'Regional managers open one report each morning: revenue against target, top products and stores falling behind, filtered to their region.',
        },
        {
          title: 'Competitor price tracking',
          text: 'Scraped competitor prices meet your own price list in one model, with alerts when the gap on a key product passes a threshold.',
        },
        {
          title: 'Inventory and stock-outs',
          text: 'Buyers see days of cover per SKU and warehouse, and which items will run out before the next delivery arrives.',
        },
        {
          title: 'Month-end finance pack',
          text: 'The finance team replaces twelve spreadsheets with a refreshed P&L, cash-flow and budget-variance report that reconciles to the ledger.',
        },
      ],
      deliverables: [
        'The Power BI data model and report file',
        'Documented DAX measures, checked against your source figures',
        'Scheduled refresh set up in your workspace',
        'A hand-over session for your analysts',
      ],
      relatedIndustries: industries('financial', 'global-retailer', 'agriculture-and-food'),
      formService: 'PowerBI Dashboard Design',
    },
  },
  {
    id: sampleId('services', 'server-setup'),
    data: {
      name: 'Server Setup For Bots',
      slug: 'server-setup',
      summary: 'Your bots and scripts, running 24/7 on servers that are monitored, patched and backed up.',
      metaDescription:
        'Server setup for bots and scrapers: hardened Linux or cloud servers, schedulers, monitoring and alerting so your automations run around the clock.',
      image: { src: '/images/services/server-setup-infra.svg', alt: 'Illustration: reliable homes for your automations', width: 640, height: 480 },
      heroImage: { src: '/images/services/server-setup-hero.svg', alt: 'Illustration of server setup for bots', width: 560, height: 420 },
      body: '<h2>Reliable homes for your automations</h2><p>We provision and harden servers on AWS, Azure, DigitalOcean or your own hardware, containerise your bots, schedule them with cron or queues, and wire up logs, health checks and alerts. When a job fails at 3 a.m., you hear about it — and it usually restarts itself first.</p>',
      stats: [
        { value: '94%', label: 'Data accuracy guarantee' },
        { value: '99.9%', label: 'Uptime on managed servers' },
      ],
      whatIs: {
        title: 'What is server setup for bots?',
        text: 'Server setup for bots means preparing the infrastructure that runs automated scripts unattended: operating system hardening, runtime and browser installation, process supervision, scheduling, secrets management and monitoring. It turns a script that works on one laptop into a service that keeps working.',
        image: { src: '/images/services/server-setup-what-is.svg', alt: 'Illustration: what is server setup for bots', width: 640, height: 480 },
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
        image: { src: '/images/services/server-setup-why.svg', alt: 'Illustration: why choose dataloom for server setup', width: 640, height: 480 },
      },
      useCases: [
        {
          title: 'Hosting a fleet of scrapers',
          text: 'Forty scrapers that used to run on a developer laptop move to containers with a scheduler, proxy pool and one dashboard of run results.',
        },
        {
          title: 'Always-on trading bots',
          text: 'A crypto desk runs its bots on a hardened server near the exchange, with restarts on failure and alerts when a bot stops trading.',
        },
        {
          title: 'Scheduled reports',
          text: 'Scripts that build and e-mail reports at 6 a.m. run on a managed server with logs kept for 90 days, not on a PC under a desk.',
        },
        {
          title: 'RPA workers in the cloud',
          text: 'Headless browsers for web automation run on autoscaled workers that grow at month-end and shrink to one machine overnight.',
        },
      ],
      deliverables: [
        'A hardened server or container host with your bots deployed',
        'Monitoring and alerts to e-mail or Slack',
        'Runbooks, credentials and access handed over',
      ],
      relatedIndustries: industries('stock-market-and-crypto', 'automation-bot', 'blockchain-and-web3'),
      formService: 'Server Setup for Bots & Scripts',
    },
  },
  {
    id: sampleId('services', 'api-integration'),
    data: {
      name: 'Third-Party API Integration',
      slug: 'api-integration',
      summary: 'Connect the tools you already pay for, so data moves between them without copy and paste.',
      metaDescription:
        'Third-party API integration: connect CRMs, marketplaces, payment and shipping APIs to your systems with reliable, monitored data syncs.',
      image: {
        src: '/images/services/api-integration-connect.svg',
        alt: 'Illustration: integrations that survive rate limits and api changes',
        width: 640,
        height: 480,
      },
      heroImage: { src: '/images/services/api-integration-hero.svg', alt: 'Illustration of third-party api integration', width: 560, height: 420 },
      body: '<h2>Integrations that survive rate limits and API changes</h2><p>We build connectors to REST, GraphQL and SOAP APIs — Shopify, HubSpot, Salesforce, Stripe, Amazon SP-API and many more — with authentication, pagination, retries and webhooks handled properly. Each integration logs what it moved, so differences between systems are easy to trace.</p>',
      stats: [
        { value: '94%', label: 'Data accuracy guarantee' },
        { value: '200+', label: 'APIs integrated' },
      ],
      whatIs: {
        title: 'What is third-party API integration?',
        text: 'Third-party API integration connects your software to services run by other companies through their published interfaces. Orders, contacts, invoices or stock levels then synchronise automatically, in one direction or both, instead of being exported and re-imported by hand.',
        image: {
          src: '/images/services/api-integration-what-is.svg',
          alt: 'Illustration: what is third-party api integration',
          width: 640,
          height: 480,
        },
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
        image: {
          src: '/images/services/api-integration-why.svg',
          alt: 'Illustration: why choose dataloom for api integration',
          width: 640,
          height: 480,
        },
      },
      useCases: [
        {
          title: 'CRM and e-commerce in sync',
          text: 'New Shopify customers and orders appear in HubSpot within a minute, with lifetime value and last order date kept current.',
        },
        {
          title: 'Order routing to suppliers',
          text: 'Orders for drop-shipped items go straight to each supplier’s API; tracking numbers come back to the shop and the customer e-mail.',
        },
        {
          title: 'Payment reconciliation',
          text: 'Stripe and PayPal payouts are matched to invoices in Xero every night, and the few that do not match land in a short review list.',
        },
        {
          title: 'Inventory across channels',
          text: 'Stock levels from the warehouse system update Amazon, eBay and your own shop, so the last unit is never sold twice.',
        },
      ],
      deliverables: ['A tested connector with the field mapping you approved', 'A log of every sync', 'Alerts on failures and on provider changes'],
      relatedIndustries: industries('third-party-api-integration', 'e-commerce', 'restful-api-development'),
      formService: 'Third-Party API Integration',
    },
  },
  {
    id: sampleId('services', 'daily-data'),
    data: {
      name: 'Daily Data Feeds',
      slug: 'daily-data',
      summary: 'Fresh, validated data every morning — delivered where your team already works.',
      metaDescription:
        'Daily data feeds: fresh prices, listings, news and stock levels delivered every day to your inbox, cloud bucket, API or database.',
      image: {
        src: '/images/services/daily-data-schedule.svg',
        alt: 'Illustration: data that is never more than a day old',
        width: 640,
        height: 480,
      },
      heroImage: { src: '/images/services/daily-data-hero.svg', alt: 'Illustration of daily data feeds', width: 560, height: 420 },
      body: '<h2>Data that is never more than a day old</h2><p>We monitor your target sources on a fixed schedule, extract only what changed, validate it and push it to you as a file drop, a REST endpoint or rows in your warehouse. Change logs show what was added, updated or removed since yesterday.</p>',
      stats: [
        { value: '94%', label: 'Data accuracy guarantee' },
        { value: '365', label: 'Deliveries a year, weekends included' },
      ],
      whatIs: {
        title: 'What is a daily data feed?',
        text: 'A daily data feed is a recurring delivery of structured data collected from the web or from APIs. Rather than a one-off scrape, the feed keeps a dataset current — competitor prices, job postings, property listings or news mentions — so your reports and models always run on today’s numbers.',
        image: { src: '/images/services/daily-data-what-is.svg', alt: 'Illustration: what is a daily data feed', width: 640, height: 480 },
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
        image: { src: '/images/services/daily-data-why.svg', alt: 'Illustration: why choose dataloom for daily feeds', width: 640, height: 480 },
      },
      useCases: [
        {
          title: 'Price tracking',
          text: 'A retailer receives competitor prices for 20,000 products every morning at 7, with yesterday’s changes highlighted.',
        },
        {
          title: 'Stock availability',
          text: 'A brand sees which retailers show its products as out of stock, by store and region, before sales reps start their day.',
        },
        {
          title: 'Job market monitoring',
          text: 'A recruiter gets every new posting for its target roles and cities, with salary ranges, in a sheet that grows each day.',
        },
        {
          title: 'News and filings watch',
          text: 'An investor relations team receives new articles and regulatory filings mentioning its peers, de-duplicated and tagged by company.',
        },
      ],
      deliverables: [
        'A delivery every day at the agreed time',
        'Added, changed and removed flags on every record',
        'A historical archive of past deliveries',
      ],
      relatedIndustries: industries('news-and-events', 'hotel-and-restaurant', 'travel-and-hospitality', 'jobs-and-education', 'betting-and-gaming'),
      formService: 'Daily Data Feeds',
    },
  },
  {
    id: sampleId('services', 'ai-powered-bots'),
    data: {
      name: 'AI-Powered Bots',
      slug: 'ai-powered-bots',
      summary: 'Bots that read, understand and act — with language models doing the tedious part.',
      metaDescription:
        'AI-powered bots that read documents, classify messages, enrich records and answer questions using large language models with human review where it matters.',
      image: {
        src: '/images/services/ai-powered-bots-workflow.svg',
        alt: 'Illustration: automation for work that needs judgement',
        width: 640,
        height: 480,
      },
      heroImage: { src: '/images/services/ai-powered-bots-hero.svg', alt: 'Illustration of ai-powered bots', width: 560, height: 420 },
      body: '<h2>Automation for work that needs judgement</h2><p>We combine scrapers and workflow automation with large language models to handle unstructured input: e-mails, PDFs, product descriptions, support tickets. Bots extract entities, classify intent, draft replies and enrich records, with confidence scores and review queues for anything uncertain.</p>',
      stats: [
        { value: '94%', label: 'Data accuracy guarantee' },
        { value: '70%', label: 'Average reduction in manual handling time' },
      ],
      whatIs: {
        title: 'What are AI-powered bots?',
        text: 'AI-powered bots are automated agents that use machine learning — usually large language models — to interpret text and make routine decisions. Unlike rule-based bots, they cope with varied wording and layouts, which makes them suited to document processing, data enrichment and first-line customer support.',
        image: { src: '/images/services/ai-powered-bots-what-is.svg', alt: 'Illustration: what are ai-powered bots', width: 640, height: 480 },
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
        image: { src: '/images/services/ai-powered-bots-why.svg', alt: 'Illustration: why choose dataloom for ai bots', width: 640, height: 480 },
      },
      useCases: [
        {
          title: 'Support inbox triage',
          text: 'A bot reads incoming e-mails, tags intent and urgency, drafts a reply from your help centre and hands hard cases to a person.',
        },
        {
          title: 'Invoice and document reading',
          text: 'Supplier invoices in any layout become structured lines — supplier, items, totals, VAT — checked against the purchase order.',
        },
        {
          title: 'Product data enrichment',
          text: 'Scraped products are categorised, their attributes extracted from free text, and near-duplicates across sources merged.',
        },
        {
          title: 'Review and sentiment analysis',
          text: 'Thousands of reviews a week are summarised into the complaints and praise that changed since last week, per product.',
        },
      ],
      deliverables: [
        'A bot with its prompts and an evaluation set of your real examples',
        'A review queue for low-confidence results',
        'A usage and cost dashboard',
      ],
      relatedIndustries: industries('llm-based-blog-writing', 'social-media', 'healthcare'),
      formService: 'AI-Powered Bots',
    },
  },
  {
    id: sampleId('services', 'web-automation'),
    data: {
      name: 'Web Automation Bots',
      slug: 'web-automation',
      summary: 'Let bots click through the repetitive browser work your team does every day.',
      metaDescription:
        'Web automation bots that log in, fill forms, download reports and move data between websites — reliably, on schedule and with full audit logs.',
      image: { src: '/images/services/web-automation-steps.svg', alt: 'Illustration: hours of clicking, done in minutes', width: 640, height: 480 },
      heroImage: { src: '/images/services/web-automation-hero.svg', alt: 'Illustration of web automation bots', width: 560, height: 420 },
      body: '<h2>Hours of clicking, done in minutes</h2><p>Our bots drive real browsers with Playwright and Puppeteer to sign in to portals, fill forms, download statements, upload listings and copy data between systems that have no API. They handle two-factor prompts, session expiry and slow pages, and record screenshots of every step for audit.</p>',
      stats: [
        { value: '94%', label: 'Data accuracy guarantee' },
        { value: '10,000+', label: 'Hours of manual work automated' },
      ],
      whatIs: {
        title: 'What is web automation?',
        text: 'Web automation uses software to operate websites the way a person would — navigating pages, entering data and collecting results — but faster and without mistakes from fatigue. It is the practical choice when a task lives inside web portals that offer no integration of their own.',
        image: { src: '/images/services/web-automation-what-is.svg', alt: 'Illustration: what is web automation', width: 640, height: 480 },
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
        image: {
          src: '/images/services/web-automation-why.svg',
          alt: 'Illustration: why choose dataloom for web automation',
          width: 640,
          height: 480,
        },
      },
      useCases: [
        {
          title: 'Portal form filling',
          text: 'A bot submits hundreds of shipment declarations to a customs portal from a spreadsheet, and saves each confirmation PDF.',
        },
        {
          title: 'Report downloads',
          text: 'Every Monday a bot signs in to eight supplier portals, downloads the sales reports and drops them into one shared folder.',
        },
        {
          title: 'Listing management',
          text: 'Property listings are created and updated on several portals from one internal record, with photos and prices kept identical.',
        },
        {
          title: 'Account and order checks',
          text: 'A bot checks order statuses on carrier websites that have no API and flags the parcels that have not moved in two days.',
        },
      ],
      deliverables: [
        'Bots scheduled on our servers or yours',
        'Screenshots and logs of every run',
        'Secure credential storage with two-factor support',
      ],
      relatedIndustries: industries('automation-bot', 'courts-and-legal-data', 'marketing-and-advertising'),
      formService: 'Web Automation Bots',
    },
  },
  {
    id: sampleId('services', 'custom-web-scraping'),
    data: {
      name: 'Custom Scraping Software',
      slug: 'custom-web-scraping',
      summary: 'Scraping software built around your sources and your data model — and yours to keep.',
      metaDescription:
        'Custom web scraping software built for your sources and your data model: maintainable code, dashboards and schedules you own outright.',
      image: {
        src: '/images/services/custom-web-scraping-code.svg',
        alt: 'Illustration: software, not just a one-off scrape',
        width: 640,
        height: 480,
      },
      heroImage: { src: '/images/services/custom-web-scraping-hero.svg', alt: 'Illustration of custom scraping software', width: 560, height: 420 },
      body: '<h2>Software, not just a one-off scrape</h2><p>When off-the-shelf tools fall short — logins, dynamic JavaScript, complex pagination, unusual formats — we write dedicated scrapers in Python or TypeScript, with tests, configuration and a simple control panel. You get the source code, documentation and the option of ongoing maintenance.</p>',
      stats: [
        { value: '94%', label: 'Data accuracy guarantee' },
        { value: '{projects}', label: 'Projects delivered' },
      ],
      whatIs: {
        title: 'What is custom scraping software?',
        text: 'Custom scraping software is a purpose-built program that collects data from specific websites in exactly the structure you need. It is designed for the quirks of your sources and the systems it feeds, so it stays accurate as volumes grow and can be extended when your requirements change.',
        image: {
          src: '/images/services/custom-web-scraping-what-is.svg',
          alt: 'Illustration: what is custom scraping software',
          width: 640,
          height: 480,
        },
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
        image: {
          src: '/images/services/custom-web-scraping-why.svg',
          alt: 'Illustration: why choose dataloom for custom scrapers',
          width: 640,
          height: 480,
        },
      },
      useCases: [
        {
          title: 'Your own scraping platform',
          text: 'An agency gets a scraper codebase it owns, with a job queue, proxy settings and an admin screen its developers can extend.',
        },
        {
          title: 'Sites behind logins',
          text: 'A distributor collects its own order and pricing history from partner portals that require sign-in and two-step verification.',
        },
        {
          title: 'JavaScript-heavy sources',
          text: 'Prices and availability rendered by single-page apps are captured through headless browsers or the site’s own data calls.',
        },
        {
          title: 'Change detection',
          text: 'A compliance team is alerted when the terms, prices or product pages it watches change, with a side-by-side view of the difference.',
        },
      ],
      deliverables: [
        'The full source code in your repository',
        'Documentation and automated tests',
        'An admin panel to start runs and download results',
      ],
      relatedIndustries: industries('fashion-and-lifestyle', 'deep-and-dark-web', 'real-estate-and-county-data'),
      formService: 'Custom Web Scraping Software',
    },
  },
];
