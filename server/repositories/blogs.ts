import { and, count, desc, eq, getTableColumns, like, or, sql, type SQL } from 'drizzle-orm';
import type { Blog, BlogSummary, POST_SORT_FIELDS } from '@contract/blogs';
import type { SortValue } from '@contract/paging';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { blogs, type BlogRow, type NewBlogRow } from '../db/schema/index';
import { isUniqueViolation } from '../lib/errors';
import { isUuid } from '@contract/ids';
import { orderFor } from '../lib/paging';
import { slugify, uniqueSlug } from '../lib/slug';
import { normalizeTags } from '@contract/tags';

type PostSortField = (typeof POST_SORT_FIELDS)[number];

export function toBlogSummary(row: Omit<BlogRow, 'content'>): BlogSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    tags: normalizeTags(row.tags),
    author: row.author,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBlog(row: BlogRow): Blog {
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
      select (select count(*) from ${blogs} where ${blogs.isPublished})::int as total,
        '[' || coalesce((select string_agg('{"slug":' || to_json(slug)::text
            || ',"updatedAt":"' || to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' order by id)
          from (select id, slug, updated_at from ${blogs} where ${blogs.isPublished} order by id limit ${opts.limit} offset ${opts.offset}) page), '') || ']'
          as posts`);
  const [row] = rowsOf<{ total: number; posts: string }>(result);
  return { postsJson: row!.posts, total: Number(row!.total) };
}

export function createBlogsRepository(db: Db) {
  async function takenSlugs(base: string): Promise<string[]> {
    const rows = await db
      .select({ slug: blogs.slug })
      .from(blogs)
      .where(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)));
    return rows.map((r) => r.slug);
  }

  return {
    /** Newest first unless sorted (the staff list sorts; visitors' pages are always newest first). */
    async list(opts: {
      publishedOnly: boolean;
      limit: number;
      offset: number;
      sort?: SortValue<PostSortField>;
    }): Promise<{ rows: BlogRow[]; total: number }> {
      const where: SQL | undefined = opts.publishedOnly ? eq(blogs.isPublished, true) : undefined;
      const order = orderFor(opts.sort ?? '-createdAt', { createdAt: blogs.createdAt, updatedAt: blogs.updatedAt, title: blogs.title }, blogs.id);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(blogs)
          .where(where)
          .orderBy(...order)
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(blogs).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** Published posts without their content (lists, feeds): a page of cards reads no post bodies. */
    async listSummaries(opts: { limit: number; offset: number }): Promise<{ rows: Omit<BlogRow, 'content'>[]; total: number }> {
      const { content: _content, ...columns } = getTableColumns(blogs);
      const published = eq(blogs.isPublished, true);
      const [rows, [totalRow]] = await Promise.all([
        db.select(columns).from(blogs).where(published).orderBy(desc(blogs.createdAt), desc(blogs.id)).limit(opts.limit).offset(opts.offset),
        db.select({ n: count() }).from(blogs).where(published),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    sitemapEntries: (opts: { limit: number; offset: number }) => sitemapEntries(db, opts),

    /** The same path answers to a slug or an id. */
    async findBySlugOrId(slugOrId: string, publishedOnly: boolean): Promise<BlogRow | undefined> {
      const match = isUuid(slugOrId) ? or(eq(blogs.slug, slugOrId), eq(blogs.id, slugOrId)) : eq(blogs.slug, slugOrId);
      const [row] = await db
        .select()
        .from(blogs)
        .where(publishedOnly ? and(match, eq(blogs.isPublished, true)) : match)
        .limit(1);
      return row;
    },

    async create(values: Omit<NewBlogRow, 'slug'>): Promise<BlogRow> {
      const base = slugify(values.title);
      // Two posts with one title at once: the unique index decides, the loser takes the next number.
      for (let attempt = 0; ; attempt++) {
        const slug = uniqueSlug(base, await takenSlugs(base));
        try {
          const [row] = await db
            .insert(blogs)
            .values({ ...values, slug })
            .returning();
          return row!;
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 5) throw err;
        }
      }
    },

    async update(id: string, values: Partial<Omit<NewBlogRow, 'slug' | 'id' | 'createdAt'>>): Promise<BlogRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(blogs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogs.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
      return rows.length > 0;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(blogs);
      return row?.n ?? 0;
    },
  };
}
export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
