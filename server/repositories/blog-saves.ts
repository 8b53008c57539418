import { eq, sql } from 'drizzle-orm';
import type { BlogInput } from '@contract/blogs';
import type { Db } from '../db/client';
import { blogs, blogWorkingCopies, users } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import type { Tx } from './tx';
import { BadRequestError, isUniqueViolation } from '../lib/errors';
import type { ExpectedVersion } from '../lib/if-match';
import { isUuid } from '@contract/ids';
import { nextState, transitionOf, type PostState, type Transition } from '../lib/post-status';
import { preparePostHtml, type PostHtmlOptions } from '../lib/post-html';
import { htmlToExcerpt } from '../lib/sanitize';
import { slugify, uniqueSlug } from '../lib/slug';
import { normalizeTags } from '@contract/tags';
import { recordBlogEvent } from './blog-events';
import { recordRevision } from './blog-revisions';
import { moveSlug, releaseSlug, slugInUse, slugTaken, takenSlugs } from './blog-slugs';
import { readPost, type PostRow } from './blog-rows';

/** Run in the transaction of a save (decision 047: a scheduled post's publish job commits with it). */
export interface BlogSaveHooks {
  scheduled(tx: Tx, post: { blogId: string; publishAt: Date }): Promise<void>;
  /** After every explicit save (the post.published / post.updated webhooks, decision 062). */
  saved(tx: Tx, post: PostRow, before: PostState | undefined): Promise<unknown>;
  /** A post deleted (the post.deleted webhook). */
  deleted(tx: Tx, post: PostRow): Promise<unknown>;
}

export interface BlogSaveOptions {
  /** The site's origin (links to it carry no rel). */
  siteOrigin?: string;
  /** Whether an image address is one of our uploads. */
  isOwnImage?: (src: string) => boolean;
  hooks?: Partial<BlogSaveHooks>;
}

export type SaveResult =
  { status: 'saved'; post: PostRow; transition: Transition; notices: string[] } | { status: 'conflict'; post: PostRow } | { status: 'not-found' };

/** A signed-in staff member saving. */
type Writer = Actor & { id: string };

/** Checks a change against the writer's rights (decision 055), in the save's transaction; throws to refuse. */
export type SaveGuard = (before: PostRow, next: PostState) => void;

const refuse = (field: string, message: string): never => {
  throw new BadRequestError(`${field}: ${message}`, [{ field, message }]);
};

/** The author a post is credited to: a staff user (decision 051). */
async function authorOf(tx: Tx, authorId: string): Promise<{ id: string; name: string }> {
  const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, authorId)).limit(1);
  return user ?? refuse('authorId', 'Choose an author from the list');
}

const dropNotice = (images: string[]) =>
  images.length ? [`${images.length} external image${images.length === 1 ? ' was' : 's were'} removed: ${images.join(', ')}`] : [];

/** The columns a save writes from its body; settings the body leaves out keep the stored value. */
async function valuesFrom(tx: Tx, body: BlogInput, current: PostRow | undefined, actor: Writer, html: PostHtmlOptions) {
  const prepared = preparePostHtml(body.content, html);
  const customExcerpt = body.excerpt ?? current?.customExcerpt ?? '';
  const tags = normalizeTags(body.tags);
  const author = body.authorId ? await authorOf(tx, body.authorId) : current ? undefined : actor;
  const values = {
    title: body.title,
    content: prepared.html,
    bodyText: prepared.bodyText,
    readingMinutes: prepared.readingMinutes,
    customExcerpt,
    excerpt: customExcerpt || htmlToExcerpt(prepared.html),
    tags,
    tagSlugs: [...new Set(tags.map(slugify))],
    featuredImage: body.featuredImage,
    metaTitle: body.metaTitle ?? current?.metaTitle ?? '',
    metaDescription: body.metaDescription ?? current?.metaDescription ?? '',
    socialImage: body.socialImage === undefined ? (current?.socialImage ?? '') : (body.socialImage ?? ''),
    featuredImageAlt: body.featuredImageAlt ?? current?.featuredImageAlt ?? '',
    ...(author ? { author: author.name, authorId: author.id } : {}),
    updatedById: actor.id,
    updatedByName: actor.name,
    updatedAt: new Date(),
  };
  return { values, notices: dropNotice(prepared.droppedImages) };
}

/** After a post's row changed: its revision, history lines, no working copy left, the publish job when (re)scheduled. */
async function afterWrite(tx: Tx, row: PostRow, before: PostState | undefined, actor: Actor, hooks: Partial<BlogSaveHooks>, slugFrom?: string) {
  const after: PostState = row;
  const transition = transitionOf(before, after);
  await recordRevision(tx, row, transition.revision, actor);
  if (!before) await recordBlogEvent(tx, { blogId: row.id, kind: 'created', actor });
  if (before || transition.event !== 'created') {
    const details = after.status === 'scheduled' ? { publishAt: after.publishAt?.toISOString() } : {};
    await recordBlogEvent(tx, { blogId: row.id, kind: transition.event, actor, details });
  }
  if (slugFrom && slugFrom !== row.slug) {
    await recordBlogEvent(tx, { blogId: row.id, kind: 'slug-changed', actor, details: { from: slugFrom, to: row.slug } });
  }
  await tx.delete(blogWorkingCopies).where(eq(blogWorkingCopies.blogId, row.id));
  const newTime = before?.status !== 'scheduled' || before.publishAt?.getTime() !== after.publishAt?.getTime();
  if (after.status === 'scheduled' && after.publishAt && newTime) await hooks.scheduled?.(tx, { blogId: row.id, publishAt: after.publishAt });
  await hooks.saved?.(tx, row, before);
  return transition;
}

/** Locks the post for a change; answers it, or the outcome when the change must not go on (gone, or a stale version). */
async function lockForChange(tx: Tx, id: string, expected: ExpectedVersion): Promise<Exclude<SaveResult, { status: 'saved' }> | PostRow> {
  const [locked] = await tx.select({ version: blogs.version }).from(blogs).where(eq(blogs.id, id)).for('update');
  if (!locked) return { status: 'not-found' };
  const current = (await readPost(tx, eq(blogs.id, id)))!;
  if (typeof expected === 'number' && expected !== locked.version) return { status: 'conflict', post: current };
  return current;
}

/** A new post, in one transaction; its slug from the body or the title (the unique index decides a race). */
async function insertPost(tx: Tx, body: BlogInput, actor: Writer, options: BlogSaveOptions, html: PostHtmlOptions) {
  const state = nextState(body, undefined);
  const { values, notices } = await valuesFrom(tx, body, undefined, actor, html);
  if (body.slug && (await slugInUse(tx, body.slug))) slugTaken();
  const base = slugify(body.title);
  const slug = body.slug ?? uniqueSlug(base, await takenSlugs(tx, base));
  await releaseSlug(tx, slug);
  const [inserted] = await tx
    .insert(blogs)
    .values({ ...values, ...state, slug })
    .returning({ id: blogs.id });
  const post = (await readPost(tx, eq(blogs.id, inserted!.id)))!;
  const transition = await afterWrite(tx, post, undefined, actor, options.hooks ?? {});
  return { post, transition, notices };
}

/** Explicit writes of posts (decisions 046, 049, 051): each a new version with its revision and history. */
export function createBlogSaves(db: Db, options: BlogSaveOptions = {}) {
  const html: PostHtmlOptions = {
    siteOrigin: options.siteOrigin ?? '',
    isOwnImage: options.isOwnImage ?? ((src) => src.startsWith('/uploads/')),
  };
  const hooks = options.hooks ?? {};
  return {
    /** A new post by `actor` (the author unless `authorId` names another). */
    async create(body: BlogInput, actor: Writer): Promise<{ post: PostRow; transition: Transition; notices: string[] }> {
      // Two posts with one title at once: the loser of the unique index tries the next number.
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction((tx) => insertPost(tx, body, actor, options, html));
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          if (body.slug) slugTaken();
          if (attempt >= 5) throw err;
        }
      }
    },

    /** An explicit save on the version it was made on (a stale one answers the post as it is now). */
    async save(id: string, body: BlogInput, actor: Writer, expected: ExpectedVersion, guard?: SaveGuard): Promise<SaveResult> {
      if (!isUuid(id)) return { status: 'not-found' };
      try {
        return await db.transaction(async (tx): Promise<SaveResult> => {
          const before = await lockForChange(tx, id, expected);
          if (!('id' in before)) return before;
          const state = nextState(body, before);
          guard?.(before, state);
          const { values, notices } = await valuesFrom(tx, body, before, actor, html);
          const slug = body.slug ?? before.slug;
          if (slug !== before.slug) {
            if (await slugInUse(tx, slug, id)) slugTaken();
            const everPublished = before.publishedAt !== null || state.status === 'published';
            await moveSlug(tx, { id, from: before.slug, to: slug, everPublished });
          }
          await tx
            .update(blogs)
            .set({ ...values, ...state, slug, version: sql`${blogs.version} + 1`, scheduleAlertedAt: null })
            .where(eq(blogs.id, id));
          const post = (await readPost(tx, eq(blogs.id, id)))!;
          const transition = await afterWrite(tx, post, before, actor, hooks, before.slug);
          return { status: 'saved', post, transition, notices };
        });
      } catch (err) {
        if (isUniqueViolation(err) && body.slug) slugTaken();
        throw err;
      }
    },

    /** A scheduled post back to draft (its pending job then finds nothing to publish). */
    async unschedule(id: string, actor: Writer, expected: ExpectedVersion, guard?: SaveGuard): Promise<SaveResult> {
      if (!isUuid(id)) return { status: 'not-found' };
      return db.transaction(async (tx): Promise<SaveResult> => {
        const before = await lockForChange(tx, id, expected);
        if (!('id' in before)) return before;
        guard?.(before, { status: 'draft', publishAt: null, publishedAt: before.publishedAt });
        if (before.status !== 'scheduled') refuse('status', 'This post is not scheduled');
        const stamp = { updatedAt: new Date(), updatedById: actor.id, updatedByName: actor.name };
        await tx
          .update(blogs)
          .set({ status: 'draft', publishAt: null, version: sql`${blogs.version} + 1`, scheduleAlertedAt: null, ...stamp })
          .where(eq(blogs.id, id));
        const post = (await readPost(tx, eq(blogs.id, id)))!;
        const transition = await afterWrite(tx, post, before, actor, hooks);
        return { status: 'saved', post, transition, notices: [] };
      });
    },
  };
}
