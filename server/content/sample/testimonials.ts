import type { CollectionInput } from '@contract/content/index';
import type { SampleItem } from './types';
import { sampleId } from './ids';

type Quote = Pick<CollectionInput<'testimonials'>, 'name' | 'date' | 'quote' | 'rating'>;

const quotes: Quote[] = [
  {
    name: 'Sarah M.',
    date: '2024-03-12',
    quote: 'They delivered a price-monitoring scraper for 40 competitor shops in two weeks. It has run every night since without a gap.',
    rating: 5,
  },
  {
    name: 'James O.',
    date: '2024-02-27',
    quote: 'Clear communication, honest estimates and clean CSV files every morning. Exactly what our analysts needed.',
    rating: 5,
  },
  {
    name: 'Priya K.',
    date: '2024-01-18',
    quote: 'The Power BI dashboard they built on top of the data feed replaced three spreadsheets and a weekly meeting.',
    rating: 5,
  },
  {
    name: 'Daniel R.',
    date: '2023-12-05',
    quote: 'Our listing data from five real estate portals now lands in one database. Fixes after site changes came within a day.',
    rating: 4,
  },
  {
    name: 'Amira H.',
    date: '2023-11-21',
    quote: 'The automation bot handles our supplier portals and saves the team about twenty hours a week.',
    rating: 5,
  },
  {
    name: 'Lucas B.',
    date: '2023-10-09',
    quote: 'Good work on a tricky API integration. A couple of delays, but they kept us informed at every step.',
    rating: 4,
  },
  {
    name: 'Chen W.',
    date: '2023-09-14',
    quote: 'Reliable server setup for our bots with monitoring and alerts. We finally sleep through the night.',
    rating: 5,
  },
];

/**
 * Today's seven testimonials (web/content/testimonials.ts): invented people, so their "permission
 * to publish" says Sample; the launch checklist flags them while they are published.
 */
export const sampleTestimonials: SampleItem<'testimonials'>[] = quotes.map((q) => ({
  id: sampleId('testimonials', q.name),
  data: {
    ...q,
    role: '',
    company: '',
    photo: null,
    logo: null,
    permission: { granted: true, by: 'Sample', on: q.date!, note: 'Sample — replace with a real client' },
  },
}));
