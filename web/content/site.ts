/** Company facts shown across the site (header, footer, meta tags). */
export const site = {
  name: 'DataLoom Solutions',
  shortName: 'DataLoom',
  email: 'hello@dataloom.example',
  copyrightYear: 2024,
} as const;
