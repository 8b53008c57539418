import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { contentSlug, image, ref, richText, stat } from './common';

export const caseStudySchema = z.object({
  title: text(160).min(1, 'The case study needs a title'),
  slug: contentSlug.optional(),
  /** The client's name, or a description such as "a European retailer". */
  client: text(120).min(1, 'Name the client or describe it'),
  clientIsNamed: z.boolean(),
  industry: ref('industries').nullable(),
  services: z.array(ref('services')).min(1, 'Choose at least one service used').max(10),
  summary: text(300),
  challenge: richText,
  approach: richText,
  results: z.array(stat).min(1, 'Give at least one result as a figure').max(6),
  quote: z.object({ text: text(800).min(1), name: text(120).min(1), role: text(120) }).nullable(),
  image: image.nullable(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
