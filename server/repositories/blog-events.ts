import type { BlogEventKind } from '@contract/blog-revisions';
import type { Db } from '../db/client';
import { blogEvents } from '../db/schema/index';
import { SYSTEM_ACTOR, type Actor } from '../lib/actor';
import { type Tx } from './tx';
import { acceptedRowStamp } from '../lib/time-ordered-id';

export interface BlogEventInput {
  blogId: string;
  kind: BlogEventKind;
  actor: Actor;
  details?: Record<string, unknown>;
}

/** A line in a post's history, inside the caller's transaction (WP-B owns the rest of this file: reads, late, failed). */
export async function recordBlogEvent(db: Db | Tx, event: BlogEventInput): Promise<void> {
  await db.insert(blogEvents).values({
    ...acceptedRowStamp(),
    blogId: event.blogId,
    kind: event.kind,
    actorId: event.actor.id,
    actorName: event.actor.name || SYSTEM_ACTOR.name,
    details: event.details ?? {},
  });
}
