/** The /aboutus page (SPEC.md section 2, "About Us"). */
import { BadgeCheck, Handshake, MessagesSquare, Receipt, Scale, Wrench, type LucideIcon } from 'lucide-react';

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

export interface AboutPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** 'why choose Us?' and 'Our core values' (SPEC.md): their words as HTML, each point with a decorative icon. */
export const aboutPointLists: { id: string; title: string; intro: string; points: [AboutPoint, AboutPoint, AboutPoint] }[] = [
  {
    id: 'why-choose-us',
    title: 'Why choose Us?',
    intro: 'Three things clients mention when they renew with us.',
    points: [
      {
        icon: Receipt,
        title: 'Fixed price',
        text: 'A written plan and one price before any work starts. If a source turns out harder than expected, that is our cost, not yours.',
      },
      {
        icon: Wrench,
        title: 'Fast fixes',
        text: 'Websites change. Our monitoring notices within hours, and most scrapers are repaired before the next scheduled delivery.',
      },
      {
        icon: MessagesSquare,
        title: 'Direct contact',
        text: 'You talk to the engineer who builds your project, by e-mail, chat or call — not to a ticket queue.',
      },
    ],
  },
  {
    id: 'core-values',
    title: 'Our core values',
    intro: 'The rules we work by on every project, large or small.',
    points: [
      {
        icon: Handshake,
        title: 'Honesty',
        text: 'We say what is possible, what is not, and when an official API or a data vendor would serve you better than a scraper.',
      },
      {
        icon: BadgeCheck,
        title: 'Quality',
        text: 'Every delivery is validated against the schema you approved: complete rows, correct formats, no duplicates.',
      },
      {
        icon: Scale,
        title: 'Respect',
        text: 'For the sites we collect from and the people in the data: polite crawl rates, terms reviewed, privacy law followed.',
      },
    ],
  },
];

export const aboutMeta = {
  title: 'About Us | DataLoom Solutions',
  description: 'Custom data-driven solutions for small and mid-sized businesses: meet the team behind DataLoom Solutions.',
};

export const portfolio = {
  title: 'Portfolio',
  carouselLabel: 'Portfolio projects',
  slides: [1, 2, 3].map((n) => ({
    src: `/images/about/portfolio-${n}.svg`,
    alt: `Portfolio project ${n}: dashboard built on a scraped data feed`,
    width: 1200,
    height: 600,
  })),
};
