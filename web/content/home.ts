/** Copy and figures of the home page (SPEC.md section 2, "Home"). */
import {
  Award,
  Bitcoin,
  ChartLine,
  Filter,
  HeartHandshake,
  Keyboard,
  Pickaxe,
  Target,
  BriefcaseBusiness,
  Camera,
  Car,
  Globe,
  House,
  Newspaper,
  Plane,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Trophy,
  Video,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceSlug } from './services';

export const homeMeta = {
  title: 'DataLoom Solutions | Web Scraping, Automation Bots & Data Feeds',
  description:
    'Reliable web scraping, automation bots, API integration, daily data feeds and Power BI dashboards for small and mid-sized businesses.',
};

export const hero = {
  eyebrow: 'Web scraping · Automation · Data feeds',
  title: 'Reliable data extraction at any scale',
  text: 'We turn websites, portals and APIs into clean, structured data delivered on schedule, so your team can decide instead of copy-pasting.',
  cta: { label: "Let's Talk", to: '/contactus' },
  image: { src: '/images/home/hero.svg', alt: 'Dashboard charts fed by a data pipeline', width: 560, height: 440 },
};

/** The counters' heading, for screen readers (the figures speak for themselves on screen). */
export const numbersSection = { title: 'Our numbers' };

export const counters = [
  { value: '97%', label: 'Client satisfaction' },
  { value: '0', label: 'Detractors' },
  { value: '85', label: 'Net promoter score' },
  { value: '3 years', label: 'Average client relationship' },
];

export const claim = {
  title: 'Trusted by growing businesses',
  text: 'In 5 years we have delivered 235+ projects for 50+ clients across retail, finance, real estate and media.',
  figures: [
    { value: '5', label: 'Years' },
    { value: '235+', label: 'Projects' },
    { value: '50+', label: 'Clients' },
  ],
};

export interface ServiceCard {
  title: string;
  /** A decorative icon (lucide-react, rendered to inline SVG on the server). */
  icon: LucideIcon;
  /** The service page the card leads to. */
  service: ServiceSlug;
}

/**
 * SPEC.md lists 15 topics for 14 cards: e-commerce and competitor price scraping share one card
 * (competitor prices are mostly scraped from online shops). See docs/spec-deviations.md.
 */
export const whyServices: ServiceCard[] = [
  { title: 'E-commerce & Competitor Price Scraping', icon: ShoppingCart, service: 'bulk-data-scrapping' },
  { title: 'Website Data Scraping', icon: Globe, service: 'custom-web-scraping' },
  { title: 'Mobile App Data Scraping', icon: Smartphone, service: 'custom-web-scraping' },
  { title: 'Real Estate Data Scraping', icon: House, service: 'bulk-data-scrapping' },
  { title: 'Instagram Data Scraping', icon: Camera, service: 'custom-web-scraping' },
  { title: 'Google News Scraping', icon: Newspaper, service: 'daily-data' },
  { title: 'TikTok Data Scraping', icon: Video, service: 'custom-web-scraping' },
  { title: 'LinkedIn Data Scraping', icon: BriefcaseBusiness, service: 'custom-web-scraping' },
  { title: 'Captcha Solving', icon: ShieldCheck, service: 'web-automation' },
  { title: 'Hotel, Travel & Airline Data Scraping', icon: Plane, service: 'daily-data' },
  { title: 'API to RPA Automation', icon: Workflow, service: 'api-integration' },
  { title: 'Crypto Data Scraping', icon: Bitcoin, service: 'daily-data' },
  { title: 'Used Car Data Scraping', icon: Car, service: 'bulk-data-scrapping' },
  { title: 'NBA Data Scraping', icon: Trophy, service: 'daily-data' },
];

export const whySection = {
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

export const relatedServices = {
  title: 'Related services',
  items: [
    { title: 'Automated data entry', icon: Keyboard, text: 'Bots that fill forms, CRMs and spreadsheets without typing errors.' },
    { title: 'Data preprocessing', icon: Filter, text: 'Normalised, validated and de-duplicated data ready for analysis.' },
    { title: 'Data mining', icon: Pickaxe, text: 'Patterns, segments and signals found in large collected datasets.' },
    { title: 'Data science', icon: ChartLine, text: 'Models and dashboards that turn collected data into forecasts.' },
  ],
  viewAll: { label: 'View all services', to: '/services' },
};

export const testimonialsSection = { title: 'What our clients say' };

export const contactSection = {
  title: 'Tell us about your project',
  text: 'Send us a few lines and we will reply within one business day with questions or a first estimate.',
  emailLead: 'Prefer e-mail? Write to',
};

export const blogTeaser = {
  title: 'From our blog',
  allBlogs: { label: 'All Blogs', to: '/blog' },
};
