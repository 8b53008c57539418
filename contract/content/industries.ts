import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { contentSlug, factText, icon, link } from './common';

export const industrySchema = z.object({
  name: text(120).min(1, 'The industry needs a name'),
  slug: contentSlug.optional(),
  icon,
  summary: factText(300),
  /** The service or case study the card leads to. */
  link: link.nullable(),
});
export type Industry = z.infer<typeof industrySchema>;
