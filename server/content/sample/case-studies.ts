import type { SampleItem } from './types';
import { sampleId } from './ids';

const services = (...slugs: string[]) => slugs.map((slug) => sampleId('services', slug));

/** Three sample case studies with unnamed clients (the checklist flags them while published); figures are the project's own. */
export const sampleCaseStudies: SampleItem<'case-studies'>[] = [
  {
    id: sampleId('case-studies', 'retailer-price-monitoring'),
    data: {
      title: 'Competitor prices every morning for a European retailer',
      slug: 'retailer-price-monitoring',
      client: 'a European retailer',
      clientIsNamed: false,
      industry: sampleId('industries', 'global-retailer'),
      services: services('daily-data', 'bulk-data-scrapping', 'powerbi-design'),
      summary:
        'A nightly feed of competitor prices and stock for the retailer’s best sellers, matched to its own catalogue and shown in one dashboard.',
      challenge:
        '<p>The pricing team checked competitors’ shops by hand, a few hundred products a week, in spreadsheets that were out of date by the time they were shared. Prices in the category changed several times a day.</p>',
      approach:
        '<p>We built scrapers for forty competitor shops in four countries, matched their products to the retailer’s catalogue by barcode and, where shops hide it, by title and attributes checked by a person. A feed lands in the retailer’s warehouse every morning at six, and a Power BI report shows the price gap per product and category.</p>',
      results: [
        { value: '40', label: 'competitor shops tracked every night' },
        { value: '20,000', label: 'products matched to the catalogue' },
        { value: '2 weeks', label: 'from the first call to the first delivery' },
      ],
      quote: null,
      image: null,
    },
  },
  {
    id: sampleId('case-studies', 'property-portal-listings'),
    data: {
      title: 'One listings database for a US property portal',
      slug: 'property-portal-listings',
      client: 'a US property portal',
      clientIsNamed: false,
      industry: sampleId('industries', 'real-estate-and-county-data'),
      services: services('custom-web-scraping', 'server-setup'),
      summary: 'Listings, price history and county records from five sources in one database, repaired within a day when a source changes.',
      challenge:
        '<p>The portal bought listing data from resellers: late, incomplete and without price history. County records that buyers ask for were not linked to the listings at all.</p>',
      approach:
        '<p>We wrote dedicated scrapers for five listing sources and the county record portals, running in containers on a monitored server the client owns. Each listing is matched to its parcel; price changes are kept as history. Monitoring checks the field fill rates of every run and alerts us when a source changes its pages.</p>',
      results: [
        { value: '5', label: 'sources in one database' },
        { value: '< 1 day', label: 'to repair a scraper after a source changed' },
        { value: '100%', label: 'of the source code owned by the client' },
      ],
      quote: null,
      image: null,
    },
  },
  {
    id: sampleId('case-studies', 'fintech-market-data'),
    data: {
      title: 'Market data for a fintech start-up’s app',
      slug: 'fintech-market-data',
      client: 'a fintech start-up',
      clientIsNamed: false,
      industry: sampleId('industries', 'stock-market-and-crypto'),
      services: services('api-integration', 'daily-data'),
      summary: 'Quotes and token data from exchange APIs and public pages, normalised into one feed the start-up’s app reads.',
      challenge:
        '<p>The start-up’s app showed prices from three exchange APIs with different symbols, time zones and rate limits; gaps appeared whenever one API throttled it.</p>',
      approach:
        '<p>We built connectors for the exchange APIs with queues and back-off, filled the gaps from public pages where the terms allow it, and normalised everything into one feed with consistent symbols and UTC timestamps, checked every hour.</p>',
      results: [
        { value: '3', label: 'exchange APIs in one feed' },
        { value: '0', label: 'gaps from rate limits since launch' },
      ],
      quote: null,
      image: null,
    },
  },
];
