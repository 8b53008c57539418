import type { CollectionInput } from '@contract/content/index';
import type { SampleItem } from './types';
import { sampleId } from './ids';

type Card = CollectionInput<'home'>['whyCards'][number];
const service = (slug: string): Card['link'] => ({ kind: 'service', id: sampleId('services', slug) });
const caseStudy = (slug: string): Card['link'] => ({ kind: 'caseStudy', id: sampleId('case-studies', slug) });

/** Today's home hero and its 14 "why" cards (web/content/home.ts), each card now leading to its service or case study. */
export const sampleHome: SampleItem<'home'>[] = [
  {
    id: sampleId('home', 'home'),
    data: {
      hero: {
        headline: 'Reliable data extraction at any scale',
        subline:
          'We turn websites, portals and APIs into clean, structured data delivered on schedule, so your team can decide instead of copy-pasting.',
        primaryCta: { label: "Let's Talk", link: { kind: 'page', path: '/contactus' } },
        secondaryCta: { label: 'View all services', link: { kind: 'page', path: '/services' } },
        image: { src: '/images/home/hero.svg', alt: 'Dashboard charts fed by a data pipeline', width: 560, height: 440 },
      },
      whyCards: [
        {
          title: 'E-commerce & Competitor Price Scraping',
          icon: 'ShoppingCart',
          text: 'Competitor prices, stock and reviews from online shops, every night.',
          link: caseStudy('retailer-price-monitoring'),
        },
        {
          title: 'Website Data Scraping',
          icon: 'Globe',
          text: 'Any public website turned into a clean dataset.',
          link: service('custom-web-scraping'),
        },
        {
          title: 'Mobile App Data Scraping',
          icon: 'Smartphone',
          text: 'Data that only the app shows, collected through its own calls.',
          link: service('custom-web-scraping'),
        },
        {
          title: 'Real Estate Data Scraping',
          icon: 'House',
          text: 'Listings and price history from property portals.',
          link: caseStudy('property-portal-listings'),
        },
        {
          title: 'Instagram Data Scraping',
          icon: 'Camera',
          text: 'Public profiles, posts and engagement figures.',
          link: service('bulk-data-scrapping'),
        },
        {
          title: 'Google News Scraping',
          icon: 'Newspaper',
          text: 'Articles that mention you or your market, every day.',
          link: service('daily-data'),
        },
        { title: 'TikTok Data Scraping', icon: 'Video', text: 'Public videos, hashtags and creator figures.', link: service('bulk-data-scrapping') },
        {
          title: 'LinkedIn Data Scraping',
          icon: 'BriefcaseBusiness',
          text: 'Public company pages and job postings.',
          link: service('bulk-data-scrapping'),
        },
        {
          title: 'Captcha Solving',
          icon: 'ShieldCheck',
          text: 'Scrapers that get past the checks the site allows.',
          link: service('custom-web-scraping'),
        },
        {
          title: 'Hotel, Travel & Airline Data Scraping',
          icon: 'Plane',
          text: 'Rates, fares and availability across booking sites.',
          link: service('daily-data'),
        },
        { title: 'API to RPA Automation', icon: 'Workflow', text: 'Bots for the portals that offer no API.', link: service('web-automation') },
        { title: 'Crypto Data Scraping', icon: 'Bitcoin', text: 'Quotes, order books and token data.', link: caseStudy('fintech-market-data') },
        {
          title: 'Used Car Data Scraping',
          icon: 'Car',
          text: 'Listings, prices and mileage from car marketplaces.',
          link: service('bulk-data-scrapping'),
        },
        { title: 'NBA Data Scraping', icon: 'Trophy', text: 'Fixtures, results and player statistics.', link: service('daily-data') },
      ],
      sections: { showNumbers: true, showTestimonials: true, showLogos: true, showCaseStudies: true },
    },
  },
];
