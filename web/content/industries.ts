/** The Industries page (/industries): the 25 industries of SPEC.md section 2, each with an icon and one line. */
import {
  Blocks,
  Bot,
  Code,
  Database,
  Dices,
  Globe,
  GraduationCap,
  HeartPulse,
  Hotel,
  House,
  Landmark,
  MapPin,
  Megaphone,
  Newspaper,
  PenLine,
  Plane,
  Plug,
  Scale,
  Share2,
  ShieldCheck,
  Shirt,
  ShoppingCart,
  Target,
  TrendingUp,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceSlug } from './services';

export interface Industry {
  /** A decorative icon (lucide-react, rendered to inline SVG on the server). */
  icon: LucideIcon;
  name: string;
  text: string;
  /** The service page the card leads to. */
  service: ServiceSlug;
}

export const industriesPage = {
  metaTitle: 'Industries We Serve | DataLoom Solutions',
  metaDescription:
    'Web scraping, bots and data feeds for 25 industries: e-commerce, healthcare, finance, real estate, legal, travel, crypto, jobs, retail and more.',
  eyebrow: 'Industries',
  title: 'Data solutions for every industry',
  intro:
    'From online retail to court records, we collect, clean and deliver the web data each sector depends on — in the formats and on the schedules your teams need.',
  ctaText: 'Your industry not listed? We have probably scraped it before.',
  ctaLabel: 'Tell us about your project',
  ctaHref: '/contactus',
} as const;

export const industries: Industry[] = [
  {
    icon: ShoppingCart,
    name: 'E-commerce',
    text: 'Product catalogues, prices, stock levels and reviews from marketplaces and online shops.',
    service: 'bulk-data-scrapping',
  },
  {
    icon: HeartPulse,
    name: 'Healthcare',
    text: 'Provider directories, drug pricing and clinical-trial listings gathered with privacy in mind.',
    service: 'custom-web-scraping',
  },
  {
    icon: Landmark,
    name: 'Financial',
    text: 'Filings, rates and company fundamentals turned into clean, analysable datasets.',
    service: 'daily-data',
  },
  {
    icon: Hotel,
    name: 'Hotel & Restaurant',
    text: 'Room rates, menus, ratings and availability across booking and review platforms.',
    service: 'daily-data',
  },
  {
    icon: Newspaper,
    name: 'News & Events',
    text: 'Articles, press releases and event calendars monitored and delivered as they publish.',
    service: 'daily-data',
  },
  {
    icon: Share2,
    name: 'Social Media',
    text: 'Public posts, profiles and engagement metrics for brand and trend analysis.',
    service: 'custom-web-scraping',
  },
  {
    icon: House,
    name: 'Real Estate & County Data',
    text: 'Listings, sales history, permits and county records combined into one property view.',
    service: 'bulk-data-scrapping',
  },
  {
    icon: Megaphone,
    name: 'Marketing & Advertising',
    text: 'Competitor ads, keywords and campaign landing pages tracked over time.',
    service: 'daily-data',
  },
  {
    icon: Scale,
    name: 'Courts & Legal Data',
    text: 'Dockets, case filings and judgments collected from court portals on schedule.',
    service: 'custom-web-scraping',
  },
  {
    icon: Globe,
    name: 'Global Retailer',
    text: 'Multi-country price and assortment monitoring in every currency and language.',
    service: 'daily-data',
  },
  {
    icon: Dices,
    name: 'Betting & Gaming',
    text: 'Odds, fixtures and results from sportsbooks and leagues, refreshed in near real time.',
    service: 'daily-data',
  },
  {
    icon: GraduationCap,
    name: 'Jobs & Education',
    text: 'Job postings, salaries, course catalogues and admissions data for labour-market insight.',
    service: 'bulk-data-scrapping',
  },
  {
    icon: Wheat,
    name: 'Agriculture & Food',
    text: 'Commodity prices, weather and supplier data for growers, traders and food brands.',
    service: 'daily-data',
  },
  {
    icon: Target,
    name: 'Business Lead Generation',
    text: 'Verified company and contact lists built from directories and public registries.',
    service: 'bulk-data-scrapping',
  },
  {
    icon: TrendingUp,
    name: 'Stock Market & Crypto',
    text: 'Quotes, order books, token data and sentiment feeds for trading and research.',
    service: 'daily-data',
  },
  {
    icon: Plane,
    name: 'Travel & Hospitality',
    text: 'Fares, itineraries and package prices compared across airlines and agencies.',
    service: 'daily-data',
  },
  {
    icon: Blocks,
    name: 'Blockchain & Web3',
    text: 'On-chain activity, NFT markets and DeFi protocol metrics indexed for analysis.',
    service: 'api-integration',
  },
  {
    icon: Database,
    name: 'Dataset Collection',
    text: 'Custom training and research datasets, labelled and documented for machine learning.',
    service: 'bulk-data-scrapping',
  },
  {
    icon: PenLine,
    name: 'LLM-Based Blog Writing',
    text: 'Research-backed drafts generated from fresh sources and reviewed by editors.',
    service: 'ai-powered-bots',
  },
  {
    icon: MapPin,
    name: 'Google Map Scraping',
    text: 'Business names, addresses, ratings and opening hours from Google Maps listings.',
    service: 'bulk-data-scrapping',
  },
  {
    icon: Shirt,
    name: 'Fashion & Lifestyle',
    text: 'Trends, collections, prices and sell-outs tracked across fashion retailers.',
    service: 'daily-data',
  },
  {
    icon: ShieldCheck,
    name: 'Deep & Dark Web',
    text: 'Monitoring of leaked credentials and brand mentions for security teams.',
    service: 'custom-web-scraping',
  },
  {
    icon: Plug,
    name: 'Third-Party API Integration',
    text: 'Connectors that keep your CRM, shop and finance tools in sync.',
    service: 'api-integration',
  },
  { icon: Bot, name: 'Automation Bot', text: 'Bots that log in, fill forms and move data between web portals for you.', service: 'web-automation' },
  {
    icon: Code,
    name: 'RESTful API Development',
    text: 'Well-documented APIs that serve your scraped data to apps and partners.',
    service: 'api-integration',
  },
];
