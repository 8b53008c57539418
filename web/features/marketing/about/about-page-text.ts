/** The fixed words of /aboutus; the company's text, figures, team and offices are site content. */
import { BadgeCheck, Handshake, MessagesSquare, Receipt, Scale, Wrench, type LucideIcon } from 'lucide-react';

export const aboutPageText = {
  metaTitle: 'About Us',
  metaDescription: 'Custom data-driven solutions for small and mid-sized businesses: meet the team behind our scrapers, bots and dashboards.',
  eyebrow: 'About us',
  title: 'Custom data-driven solutions for small and mid-sized businesses',
  intro:
    'We design the scrapers, bots and dashboards that larger companies build in-house, sized and priced for teams that do not have a data department.',
  whoTitle: 'Who we are',
  figuresLabel: 'Our figures',
  teamTitle: 'Our team',
  officesTitle: 'Our offices',
};

/** The figures the page shows, as tokens of the company's one set of figures (contract/content/facts.ts). */
export const aboutFigures = [
  { value: '{experts}', label: 'Tech experts' },
  { value: '{projects}', label: 'Projects completed' },
  { value: '{satisfaction}', label: 'Client satisfaction' },
  { value: '{offices}', label: 'Offices' },
] as const;

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
