/** The /aboutus page (SPEC.md section 2, "About Us"). */
export const aboutHero = {
  title: 'Custom data-driven solutions for small and mid-sized businesses',
  text: 'We design the scrapers, bots and dashboards that larger companies build in-house, sized and priced for teams that do not have a data department.',
};

export const leadership = {
  title: 'Leadership team',
  text: 'Our founders are engineers who spent a decade building data pipelines for marketplaces and banks. They still review every project plan, and every client can reach them directly.',
};

export const aboutStats = [
  { value: '20+', label: 'Tech Experts' },
  { value: '300+', label: 'Projects Completed' },
  { value: '96%', label: 'Client satisfaction' },
  { value: '03', label: 'Global Offices' },
];

export const companyDescription = {
  title: 'Who we are',
  intro:
    'DataLoom Solutions started as a two-person scraping studio and grew into a team of engineers, analysts and project managers across Texas, Doha and Lahore.',
  more: [
    'We work with retailers, property platforms, recruiters, financial analysts and agencies. Some need a one-off dataset; most need fresh data every day, monitored and repaired when websites change.',
    'Every project starts with a short discovery call and a written plan with a fixed price. We respect robots rules, terms of service and privacy law, and we tell you when a source is better reached through an official API.',
  ],
  readMore: 'Read More',
  readLess: 'Read Less',
};

export const aboutIllustrations = [
  {
    title: 'Why choose Us?',
    text: 'Fixed prices, fast fixes when a site changes, and engineers you can talk to directly.',
    image: { src: '/images/about/why-choose-us.svg', alt: 'Checklist of fixed price, fast fixes and direct contact', width: 480, height: 320 },
  },
  {
    title: 'Our core values',
    text: 'Honesty about what is possible, care for data quality, and respect for the sources we collect from.',
    image: { src: '/images/about/core-values.svg', alt: 'Three pillars labelled honesty, quality and respect', width: 480, height: 320 },
  },
];

export const portfolio = {
  title: 'Portfolio',
  slides: [1, 2, 3].map((n) => ({
    src: `/images/about/portfolio-${n}.svg`,
    alt: `Portfolio project ${n}: dashboard built on a scraped data feed`,
    width: 1200,
    height: 600,
  })),
};
