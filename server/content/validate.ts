import { z } from 'zod';
import { CONTENT_COLLECTIONS, type CollectionName } from '@contract/content/index';
import { BadRequestError } from '../lib/errors';
import { sanitizePostHtml } from '../lib/sanitize';

/** Top-level fields a collection marks `widget: 'richtext'` (contract/content/common.ts richText). */
function richTextFields(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => field.meta()?.widget === 'richtext')
    .map(([name]) => name);
}

const RICH_TEXT: Record<CollectionName, string[]> = Object.fromEntries(
  Object.entries(CONTENT_COLLECTIONS).map(([name, c]) => [name, richTextFields(c.schema)]),
) as Record<CollectionName, string[]>;

/**
 * An item's data checked by its collection's schema (the one the editor's form uses), rich text
 * sanitised as posts' is: a 400 names each wrong field as `data.<path>`.
 */
export function validContentData(collection: CollectionName, data: unknown, siteOrigin: string): Record<string, unknown> {
  const parsed = CONTENT_COLLECTIONS[collection].schema.safeParse(data);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: ['data', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new BadRequestError(`${errors[0]!.field}: ${errors[0]!.message}`, errors);
  }
  const out = { ...(parsed.data as Record<string, unknown>) };
  for (const field of RICH_TEXT[collection]) {
    if (typeof out[field] === 'string') out[field] = sanitizePostHtml(out[field], { siteOrigin });
  }
  return out;
}
