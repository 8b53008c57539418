import { asc, eq } from 'drizzle-orm';
import type { SavedReply, SavedReplyBody } from '@contract/saved-replies';
import type { Db } from '../db/client';
import { savedReplies, type SavedReplyRow } from '../db/schema/index';
import type { Actor } from './leads';

/** Runs inside the write's transaction (its audit entry). */
export type InTransaction = (tx: Db, row: SavedReplyRow) => Promise<void>;

export const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  _id: row.id,
  title: row.title,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: row.updatedByName,
});

/** The reply texts staff pick from in a lead (admins keep them); each write is stamped with who made it. */
export function createSavedRepliesRepository(db: Db) {
  return {
    /** All of them, by title (a handful: no paging). */
    list: () => db.select().from(savedReplies).orderBy(asc(savedReplies.title), asc(savedReplies.id)),

    insert: (body: SavedReplyBody, actor: Actor, inTx: InTransaction) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(savedReplies)
          .values({ ...body, updatedById: actor.id, updatedByName: actor.name })
          .returning();
        await inTx(tx, row!);
        return row!;
      }),

    /** null when there is no such reply. */
    update: (id: string, body: SavedReplyBody, actor: Actor, inTx: InTransaction) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(savedReplies)
          .set({ ...body, updatedById: actor.id, updatedByName: actor.name, updatedAt: new Date() })
          .where(eq(savedReplies.id, id))
          .returning();
        if (row) await inTx(tx, row);
        return row ?? null;
      }),

    /** null when there is no such reply; replies already sent with it keep their text (lead_messages). */
    remove: (id: string, inTx: InTransaction) =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(savedReplies).where(eq(savedReplies.id, id)).returning();
        if (row) await inTx(tx, row);
        return row ?? null;
      }),
  };
}
export type SavedRepliesRepository = ReturnType<typeof createSavedRepliesRepository>;
