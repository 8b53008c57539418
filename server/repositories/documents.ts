import type { Db } from '../db/client';
import type { Actor } from '../lib/actor';
import type { Tx } from './tx';

/** What the document engine's events are called in a kind's own history. */
export type DocumentEventKind = 'preview-created' | 'preview-revoked';

/**
 * A kind of document with drafts, preview links and revisions (decision 110): posts, site content items,
 * the next one. The engine (document-previews.ts, document-revisions.ts) holds the rules; a kind says
 * how its documents are named (`Ref`: a post's id, a content item's collection and id) and read.
 */
export interface DocumentKind<Ref, Doc> {
  /** The id of the document `ref` names, when there is one (an id that is no uuid names none). */
  find(db: Db | Tx, ref: Ref): Promise<string | undefined>;
  /** The document as its kind answers it. */
  read(db: Db | Tx, id: string): Promise<Doc | undefined>;
  /** A line in the document's own history, inside the change's transaction (posts keep one). */
  record?(tx: Tx, documentId: string, event: DocumentEventKind, actor: Actor, details: Record<string, unknown>): Promise<void>;
}
