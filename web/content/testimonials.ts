/** The seven hard-coded testimonials (SPEC.md section 3). */
export interface Testimonial {
  name: string;
  /** ISO date. */
  date: string;
  review: string;
  /** 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Sarah M.',
    date: '2024-03-12',
    review: 'They delivered a price-monitoring scraper for 40 competitor shops in two weeks. It has run every night since without a gap.',
    rating: 5,
  },
  {
    name: 'James O.',
    date: '2024-02-27',
    review: 'Clear communication, honest estimates and clean CSV files every morning. Exactly what our analysts needed.',
    rating: 5,
  },
  {
    name: 'Priya K.',
    date: '2024-01-18',
    review: 'The Power BI dashboard they built on top of the data feed replaced three spreadsheets and a weekly meeting.',
    rating: 5,
  },
  {
    name: 'Daniel R.',
    date: '2023-12-05',
    review: 'Our listing data from five real estate portals now lands in one database. Fixes after site changes came within a day.',
    rating: 4,
  },
  {
    name: 'Amira H.',
    date: '2023-11-21',
    review: 'The automation bot handles our supplier portals and saves the team about twenty hours a week.',
    rating: 5,
  },
  {
    name: 'Lucas B.',
    date: '2023-10-09',
    review: 'Good work on a tricky API integration. A couple of delays, but they kept us informed at every step.',
    rating: 4,
  },
  {
    name: 'Chen W.',
    date: '2023-09-14',
    review: 'Reliable server setup for our bots with monitoring and alerts. We finally sleep through the night.',
    rating: 5,
  },
];
