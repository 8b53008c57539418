import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentItems } from '../db/schema/index';

/** What the launch checklist's company-fact checks read (decision 116): the published company item and legal pages. */
export interface LegalPageFacts {
  /** The published company item's data; null while none is published. */
  company: Record<string, unknown> | null;
  /** The published legal pages, in their order. */
  pages: { title: string; body: string }[];
}

export async function readLegalPageFacts(db: Db): Promise<LegalPageFacts> {
  const rows = await db
    .select({ collection: contentItems.collection, data: contentItems.data })
    .from(contentItems)
    .where(and(inArray(contentItems.collection, ['company', 'pages']), eq(contentItems.status, 'published')))
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    company: rows.find((r) => r.collection === 'company')?.data ?? null,
    pages: rows.filter((r) => r.collection === 'pages').map((r) => ({ title: text(r.data.title), body: text(r.data.body) })),
  };
}
