import '../zod-config';
import { z } from 'zod';
import { calendarDay, imageUrl, storable, text } from '../common';

/** The collections of the site's content (decision 072), in the order the editor lists them. */
export const COLLECTION_NAMES = [
  'company',
  'home',
  'services',
  'industries',
  'testimonials',
  'logos',
  'case-studies',
  'faq',
  'offices',
  'team',
  'pages',
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** A picture with the text read to people who cannot see it (issue 30: alt text required). */
export const image = z
  .object({
    src: imageUrl.refine((v) => v !== '', 'Choose an image'),
    alt: text(250).min(1, 'Describe the image for people who cannot see it'),
    width: z.number().int().positive().max(20_000),
    height: z.number().int().positive().max(20_000),
  })
  .meta({ widget: 'image' });
export type ContentImage = z.infer<typeof image>;

/** HTML written in the editor; the server sanitises it on every write as it does posts'. */
export const richText = storable().max(200_000).meta({ widget: 'richtext' });

/** Rich text that may name the company's legal facts as {tokens} (legal pages, decision 116: contract/content/legal-facts.ts). */
export const legalText = storable().max(200_000).meta({ widget: 'richtext', legalFacts: true });

/** Plain text that may hold the company's figures as tokens ({years}, {projects}…, see facts.ts). */
export const factText = (max: number) => text(max).meta({ widget: 'text', tokens: true });

/** Where a card or button leads: a service, a case study, a page of this site or another site. */
export const link = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('service'), id: z.uuid('Choose a service') }),
    z.object({ kind: z.literal('caseStudy'), id: z.uuid('Choose a case study') }),
    z.object({
      kind: z.literal('page'),
      path: z
        .string()
        .max(300)
        .regex(/^\/[a-z0-9/-]*$/, 'A path of this site, like /services'),
    }),
    z.object({ kind: z.literal('url'), url: z.url({ protocol: /^https?$/, message: 'An http(s) address' }).max(2000) }),
  ])
  .meta({ widget: 'link' });
export type ContentLink = z.infer<typeof link>;

/** An id of an item of another collection (resolved to `{ _id, slug, name }` in public answers). */
export const ref = (collection: CollectionName) => z.uuid('Choose an item from the list').meta({ widget: 'ref', collection });

/** The lucide icons the site's cards use (rendered to inline SVG on the server). */
export const ICON_NAMES = [
  'Award',
  'Bitcoin',
  'Blocks',
  'Bot',
  'BriefcaseBusiness',
  'Camera',
  'Car',
  'ChartLine',
  'Code',
  'Database',
  'Dices',
  'Filter',
  'Globe',
  'GraduationCap',
  'HeartHandshake',
  'HeartPulse',
  'Hotel',
  'House',
  'Keyboard',
  'Landmark',
  'MapPin',
  'Megaphone',
  'Newspaper',
  'PenLine',
  'Pickaxe',
  'Plane',
  'Plug',
  'Scale',
  'Share2',
  'ShieldCheck',
  'Shirt',
  'ShoppingCart',
  'Smartphone',
  'Target',
  'TrendingUp',
  'Trophy',
  'Video',
  'Wheat',
  'Workflow',
] as const;
export const icon = z.enum(ICON_NAMES, { message: 'Choose one of the icons' }).meta({ widget: 'icon' });

/** The address part of a service, case study or page: lower-case words joined by hyphens. */
export const contentSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'The address is required')
  .max(120, 'The address is at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens');

/** A figure with its caption ("550+" / "projects delivered"). */
export const stat = z.object({ value: factText(20).min(1), label: factText(120).min(1) });

/** A phone number as shown and as dialled. */
export const phone = z.object({
  display: text(40).min(1, 'Enter the number as it should be shown'),
  tel: z.string().regex(/^\+\d{6,15}$/, 'The number to dial, like +442071234567'),
});

export const day = (field: string) => calendarDay(field).meta({ widget: 'date' });
