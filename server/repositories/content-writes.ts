import { and, eq, inArray, like, max, ne } from 'drizzle-orm';
import type { CollectionName } from '@contract/content/index';
import { isUuid } from '@contract/ids';
import { slugify } from '@contract/slugify';
import type { Db } from '../db/client';
import { contentItems, type ContentItemRow } from '../db/schema/index';
import { referencesOf } from '@contract/content/index';
import { validContentData } from '../content/validate';
import type { Actor } from '../lib/actor';
import type { Tx } from './tx';
import { BadRequestError, NotFoundError, isUniqueViolation } from '../lib/errors';
import type { ExpectedVersion } from '../lib/if-match';
import { timeOrderedUuid } from '../lib/time-ordered-id';
import { collectionDefinition, readItem, readItems, writeStamp } from './content-rows';
import { orderContent, removeContentItem } from './content-collection-writes';
import { createContentRevisions, recordContentRevision, type ContentRevisionKind } from './content-revisions';

type Data = Record<string, unknown>;
export type ContentAction = 'save' | 'publish';
export type ContentWriteResult = { status: 'saved'; row: ContentItemRow } | { status: 'conflict'; row: ContentItemRow } | { status: 'not-found' };

const SLUG_TAKEN = 'Another item of this collection has this address';
const slugTaken = (): never => {
  throw new BadRequestError(`data.slug: ${SLUG_TAKEN}`, [{ field: 'data.slug', message: SLUG_TAKEN }]);
};

/** The item's address: the one given, else one made from its name or title (slug, slug-2 … free in the collection). */
async function withSlug(tx: Tx, collection: CollectionName, data: Data, ownId: string | undefined): Promise<{ data: Data; slug: string | null }> {
  const rule = collectionDefinition(collection).slug;
  if (!rule) return { data, slug: null };
  const others = (where: ReturnType<typeof eq>) =>
    tx
      .select({ slug: contentItems.slug })
      .from(contentItems)
      .where(and(eq(contentItems.collection, collection), where, ownId ? ne(contentItems.id, ownId) : undefined));
  const given = typeof data.slug === 'string' && data.slug !== '' ? data.slug : undefined;
  if (given) {
    if ((await others(eq(contentItems.slug, given))).length > 0) slugTaken();
    return { data, slug: given };
  }
  const base = slugify(String(data[rule.from] ?? ''));
  const taken = new Set((await others(like(contentItems.slug, `${base}%`))).map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return { data: { ...data, slug }, slug };
}

/** Every id the data names is an item of the collection its field points at (a draft is fine: visitors' answers leave it out). */
async function checkReferences(tx: Tx, collection: CollectionName, data: Data, ownId: string | undefined): Promise<void> {
  const references = referencesOf(collection, data);
  if (references.length === 0) return;
  const ids = [...new Set(references.map((r) => r.id))];
  const found = await tx.select({ id: contentItems.id, collection: contentItems.collection }).from(contentItems).where(inArray(contentItems.id, ids));
  const collectionOf = new Map(found.map((r) => [r.id, r.collection]));
  const errors = references
    .filter((r) => r.id === ownId || collectionOf.get(r.id) !== r.collection)
    .map((r) => ({
      field: r.field,
      message: r.id === ownId ? 'An item cannot point at itself' : `Choose one of the ${r.collection} from the list: this one does not exist`,
    }));
  if (errors.length) throw new BadRequestError(`${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

/** The data of a write: valid by the collection's schema, its references existing, its address made. */
async function prepared(tx: Tx, collection: CollectionName, input: unknown, ownId: string | undefined, siteOrigin: string) {
  const data = validContentData(collection, input, siteOrigin);
  await checkReferences(tx, collection, data, ownId);
  return withSlug(tx, collection, data, ownId);
}

/** Locks the item; answers it, or why the change must not go on (gone, stale version). */
async function lockForChange(tx: Tx, collection: CollectionName, id: string, expected: ExpectedVersion) {
  const [locked] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.collection, collection)))
    .for('update');
  if (!locked) return { status: 'not-found' } as const;
  if (typeof expected === 'number' && expected !== locked.version) return { status: 'conflict', row: locked } as const;
  return locked;
}

/** Writes `values` on the locked item, keeps its revision; a staff write is no longer sample text. */
async function apply(
  tx: Tx,
  id: string,
  values: Partial<typeof contentItems.$inferInsert>,
  kind: ContentRevisionKind,
  actor: Actor,
): Promise<ContentItemRow> {
  await tx
    .update(contentItems)
    .set({ ...values, ...writeStamp(actor), sample: false })
    .where(eq(contentItems.id, id));
  const row = (await readItem(tx, id))!;
  await recordContentRevision(tx, row, kind, actor);
  return row;
}

/** What a save or publish of `next` does to the item (decision 072, D2): a published item's save waits in `pending`. */
function transition(before: ContentItemRow, next: Data, slug: string | null, action: ContentAction) {
  if (action === 'publish') {
    return {
      values: { data: next, slug, pending: null, status: 'published' as const, publishedAt: before.publishedAt ?? new Date() },
      kind: 'published' as const,
    };
  }
  if (before.status === 'published') return { values: { pending: next }, kind: 'draft' as const };
  return { values: { data: next, slug, pending: null }, kind: 'draft' as const };
}

async function uniqueSlugOr<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) slugTaken();
    throw err;
  }
}

/** A new item in one transaction: last in its collection's order. */
async function insertItem(tx: Tx, collection: CollectionName, input: unknown, action: ContentAction, actor: Actor, siteOrigin: string) {
  const { data, slug } = await prepared(tx, collection, input, undefined, siteOrigin);
  const [last] = await tx
    .select({ n: max(contentItems.sortOrder) })
    .from(contentItems)
    .where(eq(contentItems.collection, collection));
  const published = action === 'publish';
  const now = new Date();
  const [row] = await tx
    .insert(contentItems)
    .values({
      id: timeOrderedUuid(now.getTime()),
      collection,
      slug,
      data,
      status: published ? 'published' : 'draft',
      publishedAt: published ? now : null,
      sortOrder: (last?.n ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
      updatedById: actor.id,
      updatedByName: actor.name,
    })
    .returning();
  await recordContentRevision(tx, row!, published ? 'published' : 'draft', actor);
  return row!;
}

/** Explicit writes of site content: each a new version with its revision (decision 072). */
export function createContentWrites(db: Db, { siteOrigin }: { siteOrigin: string }) {
  const revisions = createContentRevisions(db);
  const change = (
    collection: CollectionName,
    id: string,
    expected: ExpectedVersion,
    write: (tx: Tx, before: ContentItemRow) => Promise<ContentItemRow>,
  ) =>
    isUuid(id)
      ? uniqueSlugOr(() =>
          db.transaction(async (tx): Promise<ContentWriteResult> => {
            const before = await lockForChange(tx, collection, id, expected);
            if (!('id' in before)) return before;
            return { status: 'saved', row: await write(tx, before) };
          }),
        )
      : Promise.resolve<ContentWriteResult>({ status: 'not-found' });

  return {
    /** A new item, a draft or published at once. */
    create: (collection: CollectionName, input: unknown, action: ContentAction, actor: Actor) =>
      uniqueSlugOr(() => db.transaction((tx) => insertItem(tx, collection, input, action, actor, siteOrigin))),

    /** Save (draft text, or a published item's pending change) or publish, on the version it was made on. */
    save: (collection: CollectionName, id: string, input: unknown, action: ContentAction, actor: Actor, expected: ExpectedVersion) =>
      change(collection, id, expected, async (tx, before) => {
        const { data, slug } = await prepared(tx, collection, input, id, siteOrigin);
        const { values, kind } = transition(before, data, slug, action);
        return apply(tx, id, values, kind, actor);
      }),

    /** A single item (company, home): saved when it exists, created otherwise. */
    async saveSingleton(
      name: CollectionName,
      input: unknown,
      action: ContentAction,
      actor: Actor,
      expected: ExpectedVersion,
    ): Promise<ContentWriteResult & { created?: boolean }> {
      const [existing] = await readItems(db, eq(contentItems.collection, name));
      if (existing) return this.save(name, existing.id, input, action, actor, expected);
      try {
        const row = await db.transaction((tx) => insertItem(tx, name, input, action, actor, siteOrigin));
        return { status: 'saved', row, created: true };
      } catch (err) {
        // Two first saves at once: the unique index lets one in; the other saves over it as any later save.
        if (!isUniqueViolation(err)) throw err;
        return this.saveSingleton(name, input, action, actor, expected);
      }
    },

    /** A published item back to draft; its pending text, if any, becomes the draft's. */
    unpublish: (collection: CollectionName, id: string, actor: Actor, expected: ExpectedVersion) =>
      change(collection, id, expected, (tx, before) => {
        if (before.status !== 'published')
          throw new BadRequestError('status: This item is not published', [{ field: 'status', message: 'This item is not published' }]);
        const data = before.pending ?? before.data;
        const slug = before.slug === null ? null : typeof data.slug === 'string' ? data.slug : before.slug;
        return apply(tx, id, { status: 'draft', data, slug, pending: null }, 'unpublished', actor);
      }),

    /** A published item's pending changes dropped: what visitors see stays. */
    discard: (collection: CollectionName, id: string, actor: Actor, expected: ExpectedVersion) =>
      change(collection, id, expected, (tx, before) => {
        if (!before.pending)
          throw new BadRequestError('pending: This item has no unpublished changes', [
            { field: 'pending', message: 'This item has no unpublished changes' },
          ]);
        return apply(tx, id, { pending: null }, 'discarded', actor);
      }),

    /** A revision's text back: as pending changes of a published item, as the text of a draft. */
    restore: (collection: CollectionName, id: string, revisionId: string, actor: Actor, expected: ExpectedVersion) =>
      change(collection, id, expected, async (tx, before) => {
        const revision = await revisions.find(tx, id, revisionId);
        if (!revision) throw new NotFoundError('Revision not found');
        const text = revision.pending ?? revision.data;
        const { data, slug } = await prepared(tx, collection, text, id, siteOrigin);
        const values = before.status === 'published' ? { pending: data } : { data, slug };
        return apply(tx, id, values, 'restored', actor);
      }),

    remove: (collection: CollectionName, id: string) => removeContentItem(db, collection, id),
    order: (collection: CollectionName, ids: string[], actor: Actor) => orderContent(db, collection, ids, actor),
  };
}

export type ContentWrites = ReturnType<typeof createContentWrites>;
