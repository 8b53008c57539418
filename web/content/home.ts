/** Copy and figures of the home page (SPEC.md section 2, "Home"). */
export const hero = {
  eyebrow: 'Web scraping · Automation · Data feeds',
  title: 'Reliable data extraction at any scale',
  text: 'We turn websites, portals and APIs into clean, structured data delivered on schedule, so your team can decide instead of copy-pasting.',
  cta: { label: "Let's Talk", to: '/contactus' },
  image: { src: '/images/home/hero.svg', alt: 'Dashboard charts fed by a data pipeline', width: 560, height: 440 },
};

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
  /** File name (without extension) under /images/home/icons. */
  icon: string;
}

/**
 * SPEC.md lists 15 topics for 14 cards: e-commerce and competitor price scraping share one card
 * (competitor prices are mostly scraped from online shops). See docs/spec-deviations.md.
 */
export const whyServices: ServiceCard[] = [
  { title: 'E-commerce & Competitor Price Scraping', icon: 'cart' },
  { title: 'Website Data Scraping', icon: 'globe' },
  { title: 'Mobile App Data Scraping', icon: 'phone' },
  { title: 'Real Estate Data Scraping', icon: 'house' },
  { title: 'Instagram Data Scraping', icon: 'camera' },
  { title: 'Google News Scraping', icon: 'news' },
  { title: 'TikTok Data Scraping', icon: 'video' },
  { title: 'LinkedIn Data Scraping', icon: 'briefcase' },
  { title: 'Captcha Solving', icon: 'shield' },
  { title: 'Hotel, Travel & Airline Data Scraping', icon: 'plane' },
  { title: 'API to RPA Automation', icon: 'gears' },
  { title: 'Crypto Data Scraping', icon: 'coin' },
  { title: 'Used Car Data Scraping', icon: 'car' },
  { title: 'NBA Data Scraping', icon: 'ball' },
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
      text: 'Give every business, not only the largest, dependable access to the public data that drives its decisions.',
    },
    {
      title: 'Expertise',
      text: 'Engineers who have built scrapers, bots and pipelines for hundreds of sites, including the hard ones with logins and captchas.',
    },
    {
      title: 'Commitment',
      text: 'Monitoring, fixes and clear reports for as long as you need the data, with one contact who knows your project.',
    },
  ],
};

export const aiEnrichment = {
  title: 'AI data enrichment',
  text: 'We clean, classify and enrich raw scraped records with language models: categories, sentiment, entity matching and de-duplication, checked by people before delivery.',
  image: { src: '/images/home/ai-enrichment.svg', alt: 'Raw records passing through an AI model and coming out labelled', width: 480, height: 360 },
  viewAll: { label: 'View all services', to: '/services/ai-powered-bots' },
};

export const relatedServices = {
  title: 'Related services',
  items: [
    { title: 'Automated data entry', text: 'Bots that fill forms, CRMs and spreadsheets without typing errors.' },
    { title: 'Data preprocessing', text: 'Normalised, validated and de-duplicated data ready for analysis.' },
    { title: 'Data mining', text: 'Patterns, segments and signals found in large collected datasets.' },
    { title: 'Data science', text: 'Models and dashboards that turn collected data into forecasts.' },
  ],
  viewAll: { label: 'View all services', to: '/services/bulk-data-scrapping' },
};

export const testimonialsSection = { title: 'What our clients say' };

export const contactSection = {
  title: 'Tell us about your project',
  text: 'Send us a few lines and we will reply within one business day with questions or a first estimate.',
};

export const blogTeaser = {
  title: 'From our blog',
  allBlogs: { label: 'All Blogs', to: '/blog' },
};
