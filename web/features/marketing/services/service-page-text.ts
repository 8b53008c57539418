/** The fixed words of the services overview and the service pages (the services themselves are site content). */
export const servicesOverviewText = {
  metaTitle: 'Our Services',
  metaDescription: 'Web scraping, automation bots, daily data feeds, API integration, server setup and dashboards: every service in one place.',
  eyebrow: 'Services',
  title: 'Data services, from collection to dashboard',
  intro: 'Pick the part you need or hand us the whole pipeline: we collect, clean and deliver the data, then keep it flowing.',
  emptyText: 'Our service descriptions are being written. Tell us what data you need and we will answer with a plan.',
  cardLinkLabel: 'Learn more',
  ctaText: 'Not sure which service fits? Tell us what data you need.',
  ctaLabel: "Let's Talk",
  ctaHref: '/contactus',
} as const;

export const servicePageText = {
  talkLabel: "Let's Talk",
  ctaTitle: 'Ready to talk about your project?',
  ctaText: 'Tell us what data you need and where it should go. We reply within one business day with a plan and a quote.',
  useCasesTitle: 'Use Cases',
  useCasesIntro: 'Typical projects we run with this service:',
  deliverablesTitle: 'What you receive',
  industriesTitle: 'Industries we serve with it',
  caseStudiesTitle: 'Case studies',
  caseStudyLinkLabel: 'Read the case study',
  notFound: {
    title: 'Service not found',
    text: 'We could not find that service. It may have been renamed or the link may be mistyped.',
    linkLabel: 'See all services',
    href: '/services',
    homeLabel: 'Return to Home',
  },
} as const;
