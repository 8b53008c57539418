/** The fixed words of /industries (the industries themselves are site content). */
export const industriesPageText = {
  metaTitle: 'Industries We Serve',
  metaDescription:
    'Web scraping, bots and data feeds for e-commerce, healthcare, finance, real estate, legal, travel, crypto, jobs, retail and more.',
  eyebrow: 'Industries',
  title: 'Data solutions for every industry',
  intro:
    'From online retail to court records, we collect, clean and deliver the web data each sector depends on — in the formats and on the schedules your teams need.',
  ctaText: 'Your industry not listed? We have probably scraped it before.',
  ctaLabel: 'Tell us about your project',
  ctaHref: '/contactus',
  servicesTitle: 'Services behind these projects',
} as const;
