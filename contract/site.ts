/** Company facts shown across the site (header, footer, meta tags). */
export const site = {
  name: 'DataLoom Solutions',
  shortName: 'DataLoom',
  email: 'hello@dataloom.example',
  /** Footer blurb under the company name. */
  about:
    'DataLoom Solutions builds reliable web scraping, automation bots, API integrations, daily data feeds and dashboards for growing businesses.',
  /** The review-site badge in the header (SPEC.md: 'Excellent 116 reviews'). */
  reviews: { rating: 'Excellent', count: 116, stars: 5, site: 'our review page' },
} as const;
