import type { RevisionKind } from '@contract/blog-revisions';
import type { Db } from '../db/client';
import { blogRevisions, type BlogRow } from '../db/schema/index';
/** A post's row as saved (every column but the search vector). */
export type RevisionSource = Omit<BlogRow, 'search'>;

import { SYSTEM_ACTOR, type Actor, type Tx } from '../lib/actor';
import { acceptedRowStamp } from '../lib/time-ordered-id';

/** What a revision keeps of a post's settings (contract/post-fields.ts postSettingsSchema, plus the rest of the row's state). */
export function revisionSettings(row: RevisionSource): Record<string, unknown> {
  return {
    slug: row.slug,
    excerpt: row.customExcerpt,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    socialImage: row.socialImage,
    featuredImageAlt: row.featuredImageAlt,
    authorId: row.authorId,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    tags: row.tags,
    featuredImage: row.featuredImage,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
  };
}

/** Keeps the post as saved, inside the save's transaction (WP-C owns the rest of this file: list, read, restore). */
export async function recordRevision(db: Db | Tx, row: RevisionSource, kind: RevisionKind, actor: Actor): Promise<void> {
  await db.insert(blogRevisions).values({
    ...acceptedRowStamp(),
    blogId: row.id,
    kind,
    title: row.title,
    content: row.content,
    settings: revisionSettings(row),
    actorId: actor.id,
    actorName: actor.name || SYSTEM_ACTOR.name,
  });
}
