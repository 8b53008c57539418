import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { factText, icon, image, link } from './common';

const cta = z.object({ label: text(60).min(1, 'The button needs a label'), link });

/** The home page's own words (one item): hero, its buttons and the "why us" cards. */
export const homeSchema = z.object({
  hero: z.object({
    headline: factText(120).min(1, 'The headline is required'),
    subline: factText(300),
    primaryCta: cta,
    secondaryCta: cta.nullable(),
    image: image.nullable(),
  }),
  whyCards: z.array(z.object({ title: factText(80).min(1), icon, text: factText(300), link: link.nullable() })).max(20),
  sections: z.object({
    showNumbers: z.boolean(),
    showTestimonials: z.boolean(),
    showLogos: z.boolean(),
    showCaseStudies: z.boolean(),
  }),
});
export type Home = z.infer<typeof homeSchema>;
