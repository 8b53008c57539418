/** The home page's own chrome: headings and texts no collection holds (figures only as {tokens}, never the company's name). */
import { Award, HeartHandshake, Target } from 'lucide-react';

export const homeMeta = {
  /** Follows the company's name in the page title. */
  titleTail: 'Web Scraping, Automation Bots & Data Feeds',
  description:
    'Reliable web scraping, automation bots, API integration, daily data feeds and Power BI dashboards for small and mid-sized businesses.',
};

export const heroText = { eyebrow: 'Web scraping · Automation · Data feeds' };

/** The figures' heading (for screen readers), their captions and the claim beside them. */
export const numbersText = {
  title: 'Our numbers',
  labels: { years: 'Years', projects: 'Projects', clients: 'Clients', experts: 'Experts', satisfaction: 'Client satisfaction' },
  claimTitle: 'Trusted by growing businesses',
  claimText: 'In {years} years we have delivered {projects} projects for {clients} clients across retail, finance, real estate and media.',
};

export const whyText = {
  title: 'Why businesses choose our data scraping services',
  text: 'From a single product page to millions of records a day, we build scrapers that keep working when websites change.',
  viewAll: { label: 'View all industries', to: '/industries' },
};

export const whyUs = {
  title: 'Why Us',
  cards: [
    {
      title: 'Mission',
      icon: Target,
      text: 'Give every business, not only the largest, dependable access to the public data that drives its decisions.',
    },
    {
      title: 'Expertise',
      icon: Award,
      text: 'Engineers who have built scrapers, bots and pipelines for hundreds of sites, including the hard ones with logins and captchas.',
    },
    {
      title: 'Commitment',
      icon: HeartHandshake,
      text: 'Monitoring, fixes and clear reports for as long as you need the data, with one contact who knows your project.',
    },
  ],
};

export const aiEnrichment = {
  title: 'AI data enrichment',
  text: 'We clean, classify and enrich raw scraped records with language models: categories, sentiment, entity matching and de-duplication, checked by people before delivery.',
  image: { src: '/images/home/ai-enrichment.svg', alt: 'Raw records passing through an AI model and coming out labelled', width: 480, height: 360 },
  viewAll: { label: 'View all services', to: '/services' },
};

export const servicesText = {
  title: 'Our services',
  more: 'Learn more',
  viewAll: { label: 'View all services', to: '/services' },
};

export const testimonialsText = { title: 'What our clients say', carouselLabel: 'Client testimonials' };

export const logosText = { carouselLabel: 'Our clients' };

export const contactSection = {
  title: 'Tell us about your project',
  text: 'Send us a few lines and we will reply within one business day with questions or a first estimate.',
  emailLead: 'Prefer e-mail? Write to',
};

export const blogTeaser = {
  title: 'From our blog',
  allBlogs: { label: 'All Blogs', to: '/blog' },
};
