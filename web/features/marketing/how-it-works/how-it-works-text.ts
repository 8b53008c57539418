/**
 * The fixed words of /howworks: the process is page chrome (no collection holds it); its figures come
 * from the company's one set of figures as tokens, and no company is named here.
 */
import type { ContentImage } from '@contract/content/common';

export interface HowStep {
  number: number;
  title: string;
  text: string;
  image: ContentImage;
}

export const howItWorksPage = {
  metaTitle: 'How It Works',
  metaDescription:
    'How a project runs: a free discovery call, a sample and fixed quote, build and quality checks, delivery in your format, and ongoing support.',
  eyebrow: 'How it works',
  /** Above each step's heading: 'Step 1', 'Step 2'… */
  stepLabel: 'Step',
  title: 'From first call to fresh data in five steps',
  intro: 'Every project follows the same transparent process, so you always know what happens next and what it costs.',
  cta: {
    title: "You're In Good Hands",
    /** With a published company: its figures as tokens (contract/content/facts.ts). */
    factsText:
      '{projects} projects for {clients} clients have run through this process. Tell us what you need and we will send a plan and a fixed quote within one business day.',
    text: 'Tell us what you need and we will send a plan and a fixed quote within one business day.',
    linkLabel: 'Start your project',
    href: '/contactus',
    image: {
      src: '/images/howworks/good-hands.svg',
      alt: '',
      width: 480,
      height: 360,
    } satisfies ContentImage,
  },
} as const;

/** Step illustrations are abstract decoration: the step's heading and text say it all (empty alt). */
const step = (n: number): ContentImage => ({ src: `/images/howworks/step-${n}.svg`, alt: '', width: 640, height: 400 });

export const howSteps: HowStep[] = [
  {
    number: 1,
    title: 'Discovery call',
    text: 'We learn which sources you need, which fields matter, how often the data should refresh and where it must be delivered.',
    image: step(1),
  },
  {
    number: 2,
    title: 'Sample and fixed quote',
    text: 'We check feasibility and compliance, extract a free sample from your sources and send a fixed price with a delivery date.',
    image: step(2),
  },
  {
    number: 3,
    title: 'Build and quality checks',
    text: 'Our engineers build the scrapers, bots or integrations and validate every field against the schema you approved.',
    image: step(3),
  },
  {
    number: 4,
    title: 'Delivery in your format',
    text: 'Data arrives as CSV, JSON, Excel, through an API or straight into your database, dashboard or cloud storage.',
    image: step(4),
  },
  {
    number: 5,
    title: 'Monitoring and support',
    text: 'We watch every run, fix source changes before they hurt your data and adapt the pipeline as your needs grow.',
    image: step(5),
  },
];
