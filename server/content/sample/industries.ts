import type { SampleItem } from './types';
import { sampleId } from './ids';

const service = (slug: string) => ({ kind: 'service' as const, id: sampleId('services', slug) });

/** The 25 industries of today's Industries page (web/content/industries.ts), each card leading to a case study or the service it uses most. */
export const sampleIndustries: SampleItem<'industries'>[] = [
  {
    id: sampleId('industries', 'e-commerce'),
    data: {
      name: 'E-commerce',
      slug: 'e-commerce',
      icon: 'ShoppingCart',
      summary: 'Product catalogues, prices, stock levels and reviews from marketplaces and online shops.',
      link: { kind: 'caseStudy', id: sampleId('case-studies', 'retailer-price-monitoring') },
    },
  },
  {
    id: sampleId('industries', 'healthcare'),
    data: {
      name: 'Healthcare',
      slug: 'healthcare',
      icon: 'HeartPulse',
      summary: 'Provider directories, drug pricing and clinical-trial listings gathered with privacy in mind.',
      link: service('ai-powered-bots'),
    },
  },
  {
    id: sampleId('industries', 'financial'),
    data: {
      name: 'Financial',
      slug: 'financial',
      icon: 'Landmark',
      summary: 'Filings, rates and company fundamentals turned into clean, analysable datasets.',
      link: { kind: 'caseStudy', id: sampleId('case-studies', 'fintech-market-data') },
    },
  },
  {
    id: sampleId('industries', 'hotel-and-restaurant'),
    data: {
      name: 'Hotel & Restaurant',
      slug: 'hotel-and-restaurant',
      icon: 'Hotel',
      summary: 'Room rates, menus, ratings and availability across booking and review platforms.',
      link: service('daily-data'),
    },
  },
  {
    id: sampleId('industries', 'news-and-events'),
    data: {
      name: 'News & Events',
      slug: 'news-and-events',
      icon: 'Newspaper',
      summary: 'Articles, press releases and event calendars monitored and delivered as they publish.',
      link: service('daily-data'),
    },
  },
  {
    id: sampleId('industries', 'social-media'),
    data: {
      name: 'Social Media',
      slug: 'social-media',
      icon: 'Share2',
      summary: 'Public posts, profiles and engagement metrics for brand and trend analysis.',
      link: service('ai-powered-bots'),
    },
  },
  {
    id: sampleId('industries', 'real-estate-and-county-data'),
    data: {
      name: 'Real Estate & County Data',
      slug: 'real-estate-and-county-data',
      icon: 'House',
      summary: 'Listings, sales history, permits and county records combined into one property view.',
      link: { kind: 'caseStudy', id: sampleId('case-studies', 'property-portal-listings') },
    },
  },
  {
    id: sampleId('industries', 'marketing-and-advertising'),
    data: {
      name: 'Marketing & Advertising',
      slug: 'marketing-and-advertising',
      icon: 'Megaphone',
      summary: 'Competitor ads, keywords and campaign landing pages tracked over time.',
      link: service('web-automation'),
    },
  },
  {
    id: sampleId('industries', 'courts-and-legal-data'),
    data: {
      name: 'Courts & Legal Data',
      slug: 'courts-and-legal-data',
      icon: 'Scale',
      summary: 'Dockets, case filings and judgments collected from court portals on schedule.',
      link: service('web-automation'),
    },
  },
  {
    id: sampleId('industries', 'global-retailer'),
    data: {
      name: 'Global Retailer',
      slug: 'global-retailer',
      icon: 'Globe',
      summary: 'Multi-country price and assortment monitoring in every currency and language.',
      link: { kind: 'caseStudy', id: sampleId('case-studies', 'retailer-price-monitoring') },
    },
  },
  {
    id: sampleId('industries', 'betting-and-gaming'),
    data: {
      name: 'Betting & Gaming',
      slug: 'betting-and-gaming',
      icon: 'Dices',
      summary: 'Odds, fixtures and results from sportsbooks and leagues, refreshed in near real time.',
      link: service('daily-data'),
    },
  },
  {
    id: sampleId('industries', 'jobs-and-education'),
    data: {
      name: 'Jobs & Education',
      slug: 'jobs-and-education',
      icon: 'GraduationCap',
      summary: 'Job postings, salaries, course catalogues and admissions data for labour-market insight.',
      link: service('daily-data'),
    },
  },
  {
    id: sampleId('industries', 'agriculture-and-food'),
    data: {
      name: 'Agriculture & Food',
      slug: 'agriculture-and-food',
      icon: 'Wheat',
      summary: 'Commodity prices, weather and supplier data for growers, traders and food brands.',
      link: service('powerbi-design'),
    },
  },
  {
    id: sampleId('industries', 'business-lead-generation'),
    data: {
      name: 'Business Lead Generation',
      slug: 'business-lead-generation',
      icon: 'Target',
      summary: 'Verified company and contact lists built from directories and public registries.',
      link: service('bulk-data-scrapping'),
    },
  },
  {
    id: sampleId('industries', 'stock-market-and-crypto'),
    data: {
      name: 'Stock Market & Crypto',
      slug: 'stock-market-and-crypto',
      icon: 'TrendingUp',
      summary: 'Quotes, order books, token data and sentiment feeds for trading and research.',
      link: { kind: 'caseStudy', id: sampleId('case-studies', 'fintech-market-data') },
    },
  },
  {
    id: sampleId('industries', 'travel-and-hospitality'),
    data: {
      name: 'Travel & Hospitality',
      slug: 'travel-and-hospitality',
      icon: 'Plane',
      summary: 'Fares, itineraries and package prices compared across airlines and agencies.',
      link: service('daily-data'),
    },
  },
  {
    id: sampleId('industries', 'blockchain-and-web3'),
    data: {
      name: 'Blockchain & Web3',
      slug: 'blockchain-and-web3',
      icon: 'Blocks',
      summary: 'On-chain activity, NFT markets and DeFi protocol metrics indexed for analysis.',
      link: service('server-setup'),
    },
  },
  {
    id: sampleId('industries', 'dataset-collection'),
    data: {
      name: 'Dataset Collection',
      slug: 'dataset-collection',
      icon: 'Database',
      summary: 'Custom training and research datasets, labelled and documented for machine learning.',
      link: service('bulk-data-scrapping'),
    },
  },
  {
    id: sampleId('industries', 'llm-based-blog-writing'),
    data: {
      name: 'LLM-Based Blog Writing',
      slug: 'llm-based-blog-writing',
      icon: 'PenLine',
      summary: 'Research-backed drafts generated from fresh sources and reviewed by editors.',
      link: service('ai-powered-bots'),
    },
  },
  {
    id: sampleId('industries', 'google-map-scraping'),
    data: {
      name: 'Google Map Scraping',
      slug: 'google-map-scraping',
      icon: 'MapPin',
      summary: 'Business names, addresses, ratings and opening hours from Google Maps listings.',
      link: service('bulk-data-scrapping'),
    },
  },
  {
    id: sampleId('industries', 'fashion-and-lifestyle'),
    data: {
      name: 'Fashion & Lifestyle',
      slug: 'fashion-and-lifestyle',
      icon: 'Shirt',
      summary: 'Trends, collections, prices and sell-outs tracked across fashion retailers.',
      link: service('custom-web-scraping'),
    },
  },
  {
    id: sampleId('industries', 'deep-and-dark-web'),
    data: {
      name: 'Deep & Dark Web',
      slug: 'deep-and-dark-web',
      icon: 'ShieldCheck',
      summary: 'Monitoring of leaked credentials and brand mentions for security teams.',
      link: service('custom-web-scraping'),
    },
  },
  {
    id: sampleId('industries', 'third-party-api-integration'),
    data: {
      name: 'Third-Party API Integration',
      slug: 'third-party-api-integration',
      icon: 'Plug',
      summary: 'Connectors that keep your CRM, shop and finance tools in sync.',
      link: service('api-integration'),
    },
  },
  {
    id: sampleId('industries', 'automation-bot'),
    data: {
      name: 'Automation Bot',
      slug: 'automation-bot',
      icon: 'Bot',
      summary: 'Bots that log in, fill forms and move data between web portals for you.',
      link: service('server-setup'),
    },
  },
  {
    id: sampleId('industries', 'restful-api-development'),
    data: {
      name: 'RESTful API Development',
      slug: 'restful-api-development',
      icon: 'Code',
      summary: 'Well-documented APIs that serve your scraped data to apps and partners.',
      link: service('api-integration'),
    },
  },
];
