import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MERGE_UNDO_DAYS, PERSON_LEADS_MAX } from '@contract/people';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { leads, people, personMerges, type PersonMergeRow, type PersonRow } from '../db/schema/index';
import type { Actor } from './leads';

/** Runs in the merge's or undo's transaction (the audit entry commits with the change). */
export type MergeAudit = (tx: Db, merge: PersonMergeRow, leadsCount: number) => Promise<void>;

export type { PersonMergeRow };

export type MergeResult =
  | { status: 'done'; merge: PersonMergeRow; leadsMoved: number }
  | { status: 'not_found' }
  | { status: 'into_missing' }
  | { status: 'merged'; mergedInto: string }
  | { status: 'into_merged'; mergedInto: string };

export type UndoResult =
  | { status: 'done'; merge: PersonMergeRow; leadsRestored: number }
  | { status: 'not_found' }
  | { status: 'undone'; undoneAt: Date }
  | { status: 'expired'; mergedAt: Date }
  | { status: 'into_merged'; mergedInto: string };

/** The person at the end of the chain from `id` (A → B → C: C), or null when `id` is no person. */
export async function survivorOf(db: Db, id: string): Promise<string | null> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`WITH RECURSIVE chain(id, merged_into) AS (
        SELECT id, merged_into FROM ${people} WHERE id = ${id}
        UNION ALL SELECT p.id, p.merged_into FROM ${people} p JOIN chain c ON p.id = c.merged_into)
      SELECT id FROM chain WHERE merged_into IS NULL`),
  );
  return row?.id ?? null;
}

/** A survivor and everyone merged into them, at any depth: one human as far as staff are concerned. */
export async function mergeGroupOf(db: Db, survivorId: string): Promise<Pick<PersonRow, 'id' | 'email' | 'companyId'>[]> {
  return rowsOf<{ id: string; email: string; companyId: string | null }>(
    await db.execute(sql`WITH RECURSIVE grp(id) AS (
        SELECT ${survivorId}::uuid UNION ALL SELECT p.id FROM ${people} p JOIN grp g ON p.merged_into = g.id)
      SELECT p.id, p.email, p.company_id AS "companyId" FROM ${people} p WHERE p.id IN (SELECT id FROM grp)`),
  );
}

const undoUntil = (mergedAt: Date) => new Date(mergedAt.getTime() + MERGE_UNDO_DAYS * 86_400_000);
export { undoUntil as mergeUndoUntil };

/** Locks two people's rows in id order (so two merges of the same pair cannot deadlock) and reads them as committed. */
async function lockPeople(tx: Db, ids: string[]) {
  return tx.select().from(people).where(inArray(people.id, ids)).orderBy(people.id).for('no key update');
}

/** The merge itself, in the caller's transaction. */
async function mergeIn(tx: Db, personId: string, intoId: string, actor: Actor, audit: MergeAudit): Promise<MergeResult> {
  const rows = await lockPeople(tx, [personId, intoId]);
  const person = rows.find((r) => r.id === personId);
  const into = rows.find((r) => r.id === intoId);
  if (!person) return { status: 'not_found' };
  if (person.mergedInto) return { status: 'merged', mergedInto: person.mergedInto };
  if (!into) return { status: 'into_missing' };
  if (into.mergedInto) return { status: 'into_merged', mergedInto: into.mergedInto };
  const moved = await tx.update(leads).set({ personId: intoId }).where(eq(leads.personId, personId)).returning({ id: leads.id });
  const filledName = into.name.trim() === '' && person.name.trim() !== '' ? person.name : null;
  const filledPhone = into.phone.trim() === '' && person.phone.trim() !== '' ? person.phone : null;
  // Different companies: the survivor keeps theirs; none: the merged person's.
  const filledCompanyId = into.companyId === null && person.companyId !== null ? person.companyId : null;
  if (filledName !== null || filledPhone !== null || filledCompanyId !== null) {
    await tx
      .update(people)
      .set({
        ...(filledName !== null ? { name: filledName } : {}),
        ...(filledPhone !== null ? { phone: filledPhone } : {}),
        ...(filledCompanyId !== null ? { companyId: filledCompanyId } : {}),
      })
      .where(eq(people.id, intoId));
  }
  const [merge] = await tx
    .insert(personMerges)
    .values({
      personId,
      intoId,
      leadIds: moved.map((m) => m.id),
      filledName,
      filledPhone,
      filledCompanyId,
      mergedBy: actor.id,
      mergedByName: actor.name,
    })
    .returning();
  await tx.update(people).set({ mergedInto: intoId, mergedAt: merge!.mergedAt, mergedBy: actor.id }).where(eq(people.id, personId));
  await audit(tx, merge!, moved.length);
  return { status: 'done', merge: merge!, leadsMoved: moved.length };
}

/** Merging two people and undoing it (decision 130). */
export function createPersonMergesRepository(db: Db) {
  return {
    /**
     * Merges `personId` into `intoId` in one transaction: both rows locked, their state checked as
     * committed (a concurrent merge of either waits, then sees it), every lead moved, the survivor's
     * empty name, phone and company filled from the merged person, the merged person marked.
     */
    async merge(personId: string, intoId: string, actor: Actor, audit: MergeAudit): Promise<MergeResult> {
      return db.transaction((tx) => mergeIn(tx, personId, intoId, actor, audit));
    },

    /**
     * Undoes one merge within MERGE_UNDO_DAYS: the leads it moved go back (those still with the
     * survivor; leads that came later from the merged address stay), the survivor's filled fields are
     * emptied again where nobody changed them since, and the merged person is in use again.
     */
    async undo(mergeId: string, actor: Actor, audit: MergeAudit): Promise<UndoResult> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ merge: personMerges, expired: sql<boolean>`${personMerges.mergedAt} < now() - make_interval(days => ${MERGE_UNDO_DAYS})` })
          .from(personMerges)
          .where(eq(personMerges.id, mergeId))
          .for('update');
        if (!found) return { status: 'not_found' };
        const { merge } = found;
        if (merge.undoneAt) return { status: 'undone', undoneAt: merge.undoneAt };
        if (found.expired) return { status: 'expired', mergedAt: merge.mergedAt };
        const rows = await lockPeople(tx, [merge.personId, merge.intoId]);
        const into = rows.find((r) => r.id === merge.intoId);
        if (!into || !rows.some((r) => r.id === merge.personId)) return { status: 'not_found' };
        // The survivor went on into someone else: their leads are there now; that merge is undone first.
        if (into.mergedInto) return { status: 'into_merged', mergedInto: into.mergedInto };
        const back = merge.leadIds.length
          ? await tx
              .update(leads)
              .set({ personId: merge.personId })
              .where(and(inArray(leads.id, merge.leadIds), eq(leads.personId, merge.intoId)))
              .returning({ id: leads.id })
          : [];
        const restore = {
          ...(merge.filledName !== null && into.name === merge.filledName ? { name: '' } : {}),
          ...(merge.filledPhone !== null && into.phone === merge.filledPhone ? { phone: '' } : {}),
          ...(merge.filledCompanyId !== null && into.companyId === merge.filledCompanyId ? { companyId: null } : {}),
        };
        if (Object.keys(restore).length) await tx.update(people).set(restore).where(eq(people.id, merge.intoId));
        await tx.update(people).set({ mergedInto: null, mergedAt: null, mergedBy: null }).where(eq(people.id, merge.personId));
        const [undone] = await tx
          .update(personMerges)
          .set({ undoneAt: sql`now()`, undoneByName: actor.name })
          .where(eq(personMerges.id, mergeId))
          .returning();
        await audit(tx, undone!, back.length);
        return { status: 'done', merge: undone!, leadsRestored: back.length };
      });
    },

    /** The merge of a merged person (the last one not undone) and the person at the end of its chain. */
    async pointerOf(personId: string) {
      const [merge] = await db
        .select()
        .from(personMerges)
        .where(and(eq(personMerges.personId, personId), isNull(personMerges.undoneAt)))
        .orderBy(desc(personMerges.mergedAt))
        .limit(1);
      const survivorId = await survivorOf(db, personId);
      if (!merge || !survivorId) return null;
      const [survivor] = await db.select({ id: people.id, email: people.email, name: people.name }).from(people).where(eq(people.id, survivorId));
      return survivor ? { merge, survivor } : null;
    },

    /** The people merged into `intoId` (merges not undone), newest first. */
    async mergedInto(intoId: string) {
      return db
        .select({ merge: personMerges, person: { id: people.id, email: people.email, name: people.name, phone: people.phone } })
        .from(personMerges)
        .innerJoin(people, eq(people.id, personMerges.personId))
        .where(and(eq(personMerges.intoId, intoId), isNull(personMerges.undoneAt)))
        .orderBy(desc(personMerges.mergedAt), desc(personMerges.id))
        .limit(PERSON_LEADS_MAX);
    },
  };
}

export type PersonMergesRepository = ReturnType<typeof createPersonMergesRepository>;
