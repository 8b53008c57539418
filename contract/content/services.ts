import '../zod-config';
import { z } from 'zod';
import { SERVICE_CHOICES } from '../choices';
import { text } from '../common';
import { contentSlug, factText, image, ref, richText, stat } from './common';

export const serviceSchema = z.object({
  name: text(120).min(1, 'The service needs a name'),
  /** Made from the name when left empty. */
  slug: contentSlug.optional(),
  summary: factText(300),
  metaDescription: text(160),
  image: image.nullable(),
  heroImage: image.nullable(),
  body: richText,
  stats: z.array(stat).max(4),
  whatIs: z.object({ title: text(120).min(1), text: factText(2000), image: image.nullable() }).nullable(),
  whyChoose: z.object({ title: text(120).min(1), points: z.array(factText(300).min(1)).max(12), image: image.nullable() }).nullable(),
  useCases: z.array(z.object({ title: text(120).min(1), text: factText(600) })).max(12),
  deliverables: z.array(text(200).min(1)).max(12),
  relatedIndustries: z.array(ref('industries')).max(30),
  /** SPEC's old contact-form choice this service stands for: an old link naming it (`?service=web-scraping`) preselects this service (decision 114). */
  formService: z.enum(SERVICE_CHOICES, { message: 'Choose one of the contact form’s services' }),
});
export type Service = z.infer<typeof serviceSchema>;
