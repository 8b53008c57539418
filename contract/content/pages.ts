import '../zod-config';
import { z } from 'zod';
import { text } from '../common';
import { day, legalText } from './common';

/** The legal and trust pages, each at /legal/{slug}: fixed addresses, never deleted (may be unpublished). */
export const LEGAL_SLUGS = ['privacy', 'terms', 'acceptable-use', 'security', 'dpa', 'imprint'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const pageSchema = z.object({
  slug: z.enum(LEGAL_SLUGS, { message: `One of ${LEGAL_SLUGS.join(', ')}` }),
  title: text(160).min(1, 'The page needs a title'),
  body: legalText,
  lastUpdated: day('lastUpdated'),
});
export type LegalPage = z.infer<typeof pageSchema>;
