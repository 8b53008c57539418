import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Blog, BlogSummary, POST_SORT_FIELDS } from '@contract/blogs';
import type { PostStatus, WorkingCopy } from '@contract/post-fields';
import type { SortValue } from '@contract/paging';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { blogs, blogWorkingCopies, users, type BlogWorkingCopyRow, type NewBlogRow } from '../db/schema/index';
import { isUniqueViolation } from '../lib/errors';
import { isUuid } from '@contract/ids';
import { orderFor } from './paging';
import { slugify, uniqueSlug } from '../lib/slug';
import { normalizeTags } from '@contract/tags';
import { createBlogSaves, type BlogSaveHooks, type BlogSaveOptions } from './blog-saves';
import { redirectedSlug, takenSlugs } from './blog-slugs';
import { searchOrder } from './blog-browse';
import { postColumns, readPost, summaryColumns, type PostRow, type PostSummaryRow } from './blog-rows';

export type { PostRow, PostSummaryRow } from './blog-rows';
export type { BlogSaveHooks, SaveResult } from './blog-saves';

type PostSortField = (typeof POST_SORT_FIELDS)[number];

const published = eq(blogs.status, 'published');
/** Visitors' order: newest publication first (blogs_public_list_idx). */
const publicOrder = [sql`${blogs.publishedAt} desc nulls last`, desc(blogs.id)];

export function toBlogSummary(row: PostSummaryRow): BlogSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    tags: normalizeTags(row.tags),
    author: row.author,
    isPublished: row.status === 'published',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    excerptIsCustom: row.customExcerpt !== '',
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    socialImage: row.socialImage,
    featuredImageAlt: row.featuredImageAlt,
    authorId: row.authorId,
    authorSlug: row.authorSlug,
    readingMinutes: row.readingMinutes,
    updatedByName: row.updatedByName || row.author,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

export function toBlog(row: PostRow): Blog {
  // Sanitised on save (routes/blogs): stored HTML is clean. A tighter allow-list re-cleans stored posts once.
  return { ...toBlogSummary(row), content: row.content };
}

/**
 * Published posts' slugs and last changes for the sitemap: two columns, whatever the posts hold,
 * in primary-key order (no sort of the posts by date; a post keeps its place as others are
 * added). The database writes the answer's JSON array itself, as one text value: read as 10,000
 * rows it took 130-330 ms on PGlite (each row parsed in JavaScript, decision 029), and as one
 * value split into objects and serialised again the API still made ~30,000 short-lived values per
 * rebuild, most of the garbage that made each write's sitemap rebuild pay for a full collection
 * (decision 036). `updatedAt` is printed as `Date.toISOString()` prints it (UTC, milliseconds).
 */
async function sitemapEntries(db: Db, opts: { limit: number; offset: number }): Promise<{ postsJson: string; total: number }> {
  const result = await db.execute(sql`
      select (select count(*) from ${blogs} where ${published})::int as total,
        '[' || coalesce((select string_agg('{"slug":' || to_json(slug)::text
            || ',"updatedAt":"' || to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' order by id)
          from (select id, slug, updated_at from ${blogs} where ${published} order by id limit ${opts.limit} offset ${opts.offset}) page), '') || ']'
          as posts`);
  const [row] = rowsOf<{ total: number; posts: string }>(result);
  return { postsJson: row!.posts, total: Number(row!.total) };
}

/** Staff list filters (visitors' lists are always `published`). */
export interface PostFilter {
  status?: PostStatus;
  q?: string;
  tag?: string;
  author?: string;
  /** Staff who may not work on any post: only published posts and their own (decision 055). */
  visibleTo?: string;
}

function filterWhere(filter: PostFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(blogs.status, filter.status));
  if (filter.q) parts.push(sql`${blogs.search} @@ websearch_to_tsquery('english', ${filter.q})`);
  if (filter.tag) parts.push(sql`${blogs.tagSlugs} @> array[${filter.tag}]::text[]`);
  if (filter.author) parts.push(sql`${blogs.authorId} in (select ${users.id} from ${users} where ${users.slug} = ${filter.author})`);
  if (filter.visibleTo) parts.push(or(published, eq(blogs.authorId, filter.visibleTo))!);
  return parts.length ? and(...parts) : undefined;
}

/** A working copy as staff answers carry it (settings as stored, every key present). */
function toWorkingCopy(copy: BlogWorkingCopyRow): WorkingCopy {
  const settings = copy.settings as Partial<WorkingCopy['settings']> & { status?: PostStatus; publishAt?: string | null };
  return {
    title: copy.title,
    content: copy.content,
    tags: copy.tags,
    featuredImage: copy.featuredImage,
    settings: {
      slug: settings.slug ?? '',
      excerpt: settings.excerpt ?? '',
      metaTitle: settings.metaTitle ?? '',
      metaDescription: settings.metaDescription ?? '',
      socialImage: settings.socialImage ?? '',
      featuredImageAlt: settings.featuredImageAlt ?? '',
      authorId: settings.authorId ?? null,
      publishedAt: settings.publishedAt ?? null,
    },
    status: settings.status ?? 'draft',
    publishAt: settings.publishAt ?? null,
    baseVersion: copy.baseVersion,
    copyVersion: copy.copyVersion,
    updatedAt: copy.updatedAt.toISOString(),
    updatedByName: copy.updatedByName,
  };
}

/** Posts: the reads here, the explicit writes in blog-saves.ts. */
export function createBlogsRepository(db: Db, options: BlogSaveOptions = {}) {
  return { ...createBlogReads(db), ...createBlogSaves(db, options), delete: (id: string) => deletePost(db, id, options.hooks ?? {}) };
}

/** Deletes a post; its `deleted` hook runs in the same transaction (the post.deleted webhook). */
function deletePost(db: Db, id: string, hooks: Partial<BlogSaveHooks>): Promise<boolean> {
  if (!isUuid(id)) return Promise.resolve(false);
  return db.transaction(async (tx) => {
    const post = await readPost(tx, eq(blogs.id, id));
    if (!post) return false;
    await tx.delete(blogs).where(eq(blogs.id, id));
    await hooks.deleted?.(tx, post);
    return true;
  });
}

function createBlogReads(db: Db) {
  return {
    /** Newest first unless sorted (the staff list sorts; visitors' pages are always newest published first). */
    async list(opts: {
      publishedOnly: boolean;
      limit: number;
      offset: number;
      sort?: SortValue<PostSortField>;
      filter?: PostFilter;
    }): Promise<{ rows: PostRow[]; total: number }> {
      const filter = filterWhere(opts.filter ?? {});
      const where = opts.publishedOnly ? (filter ? and(published, filter) : published) : filter;
      const columns = { createdAt: blogs.createdAt, updatedAt: blogs.updatedAt, publishedAt: blogs.publishedAt, title: blogs.title };
      const order = opts.sort
        ? orderFor(opts.sort, columns, blogs.id)
        : opts.filter?.q
          ? searchOrder(opts.filter.q)
          : opts.publishedOnly
            ? publicOrder
            : orderFor('-createdAt', columns, blogs.id);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(postColumns)
          .from(blogs)
          .leftJoin(users, eq(users.id, blogs.authorId))
          .where(where)
          .orderBy(...order)
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(blogs).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** Published posts without their content (lists, feeds): a page of cards reads no post bodies. */
    async listSummaries(opts: { limit: number; offset: number }): Promise<{ rows: PostSummaryRow[]; total: number }> {
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogs)
          .leftJoin(users, eq(users.id, blogs.authorId))
          .where(published)
          .orderBy(...publicOrder)
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(blogs).where(published),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    sitemapEntries: (opts: { limit: number; offset: number }) => sitemapEntries(db, opts),

    /** The same path answers to a slug or an id. */
    async findBySlugOrId(slugOrId: string, publishedOnly: boolean): Promise<PostRow | undefined> {
      const match = isUuid(slugOrId) ? sql`(${blogs.slug} = ${slugOrId} or ${blogs.id} = ${slugOrId})` : eq(blogs.slug, slugOrId);
      return readPost(db, publishedOnly ? and(match, published)! : match);
    },

    /** The slug a published post has now, when `oldSlug` was one of its former addresses. */
    redirectedSlug: (oldSlug: string) => redirectedSlug(db, oldSlug),

    /** Staff answers: the post's autosaved changes, if any. */
    async workingCopy(blogId: string): Promise<WorkingCopy | null> {
      const [copy] = await db.select().from(blogWorkingCopies).where(eq(blogWorkingCopies.blogId, blogId)).limit(1);
      return copy ? toWorkingCopy(copy) : null;
    },

    /** A row as given (starter content, tests): no revision, no history. */
    async insert(values: Omit<NewBlogRow, 'slug' | 'search'> & { slug?: string }): Promise<PostRow> {
      const base = slugify(values.title);
      for (let attempt = 0; ; attempt++) {
        const slug = values.slug ?? uniqueSlug(base, await takenSlugs(db, base));
        try {
          const [row] = await db
            .insert(blogs)
            .values({ ...values, slug })
            .returning({ id: blogs.id });
          return (await readPost(db, eq(blogs.id, row!.id)))!;
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 5 || values.slug) throw err;
        }
      }
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(blogs);
      return row?.n ?? 0;
    },
  };
}
export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
