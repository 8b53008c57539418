/** The Industries page (/industries): the 25 industries of SPEC.md section 2, each with an icon and one line. */

export interface Industry {
  /** Id of the icon symbol in /images/industries/icons.svg. */
  icon: string;
  name: string;
  text: string;
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

export const iconSprite = '/images/industries/icons.svg';

export const industries: Industry[] = [
  { icon: 'cart', name: 'E-commerce', text: 'Product catalogues, prices, stock levels and reviews from marketplaces and online shops.' },
  { icon: 'health', name: 'Healthcare', text: 'Provider directories, drug pricing and clinical-trial listings gathered with privacy in mind.' },
  { icon: 'bank', name: 'Financial', text: 'Filings, rates and company fundamentals turned into clean, analysable datasets.' },
  { icon: 'hotel', name: 'Hotel & Restaurant', text: 'Room rates, menus, ratings and availability across booking and review platforms.' },
  { icon: 'news', name: 'News & Events', text: 'Articles, press releases and event calendars monitored and delivered as they publish.' },
  { icon: 'social', name: 'Social Media', text: 'Public posts, profiles and engagement metrics for brand and trend analysis.' },
  { icon: 'home', name: 'Real Estate & County Data', text: 'Listings, sales history, permits and county records combined into one property view.' },
  { icon: 'megaphone', name: 'Marketing & Advertising', text: 'Competitor ads, keywords and campaign landing pages tracked over time.' },
  { icon: 'scales', name: 'Courts & Legal Data', text: 'Dockets, case filings and judgments collected from court portals on schedule.' },
  { icon: 'globe', name: 'Global Retailer', text: 'Multi-country price and assortment monitoring in every currency and language.' },
  { icon: 'dice', name: 'Betting & Gaming', text: 'Odds, fixtures and results from sportsbooks and leagues, refreshed in near real time.' },
  { icon: 'cap', name: 'Jobs & Education', text: 'Job postings, salaries, course catalogues and admissions data for labour-market insight.' },
  { icon: 'leaf', name: 'Agriculture & Food', text: 'Commodity prices, weather and supplier data for growers, traders and food brands.' },
  { icon: 'target', name: 'Business Lead Generation', text: 'Verified company and contact lists built from directories and public registries.' },
  { icon: 'chart', name: 'Stock Market & Crypto', text: 'Quotes, order books, token data and sentiment feeds for trading and research.' },
  { icon: 'plane', name: 'Travel & Hospitality', text: 'Fares, itineraries and package prices compared across airlines and agencies.' },
  { icon: 'blocks', name: 'Blockchain & Web3', text: 'On-chain activity, NFT markets and DeFi protocol metrics indexed for analysis.' },
  { icon: 'database', name: 'Dataset Collection', text: 'Custom training and research datasets, labelled and documented for machine learning.' },
  { icon: 'pen', name: 'LLM-Based Blog Writing', text: 'Research-backed drafts generated from fresh sources and reviewed by editors.' },
  { icon: 'pin', name: 'Google Map Scraping', text: 'Business names, addresses, ratings and opening hours from Google Maps listings.' },
  { icon: 'shirt', name: 'Fashion & Lifestyle', text: 'Trends, collections, prices and sell-outs tracked across fashion retailers.' },
  { icon: 'shield', name: 'Deep & Dark Web', text: 'Monitoring of leaked credentials and brand mentions for security teams.' },
  { icon: 'plug', name: 'Third-Party API Integration', text: 'Connectors that keep your CRM, shop and finance tools in sync.' },
  { icon: 'robot', name: 'Automation Bot', text: 'Bots that log in, fill forms and move data between web portals for you.' },
  { icon: 'code', name: 'RESTful API Development', text: 'Well-documented APIs that serve your scraped data to apps and partners.' },
];
