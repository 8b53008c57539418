import { z } from 'zod';
import { isoDate, storable } from './common';

/** Preview links of any kind of document (posts, site content; decision 110): the same shapes for each. */

/** The answer of creating a link: the link is shown once; only its hash is kept. */
export const previewCreated = z.object({ _id: z.string(), url: z.string(), expiresAt: isoDate });
export type PreviewCreated = z.infer<typeof previewCreated>;

export const previewListItem = z.object({
  _id: z.string(),
  createdByName: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  revoked: z.boolean(),
});
export type PreviewListItem = z.infer<typeof previewListItem>;
export const previewListSchema = z.array(previewListItem);

export const previewTokenParams = z.object({ token: storable().min(1).max(200) });
