import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { blogs, users } from '../db/schema/index';
import { slugify } from '../lib/slug';
import { summaryColumns, type PostSummaryRow } from './blog-rows';

/** What a visitor may narrow the published posts by (decision 053). */
export interface BrowseFilter {
  /** Words as typed (websearch syntax: "a phrase", -word, or). */
  q?: string | undefined;
  /** A tag's slug, or its display name: both are slugified. */
  tagSlug?: string | undefined;
  /** An author's `users.slug`. */
  authorSlug?: string | undefined;
}

/** One piece of a search snippet: `mark` pieces are the words that matched. Never HTML. */
export interface SnippetSegment {
  text: string;
  mark: boolean;
}

export type SearchRow = PostSummaryRow & { snippet: SnippetSegment[] };

const START = '\u0002';
const STOP = '\u0003';
// One fragment of up to 24 words: a card shows four lines of it; two fragments of 35 words sent ~400 characters a
// result, which pushed a search page's HTML past the first round trip (decision 022) and delayed its largest paint.
export const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=24, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`;

const published = eq(blogs.status, 'published');
export const searchQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
const query = searchQuery;

/** A tag as typed or as linked ("Web Scraping", "web-scraping") → the slug stored in `tag_slugs`. */
export function tagSlugOf(tag: string): string {
  return slugify(tag);
}

/**
 * The conditions a filter adds to a list of posts (the caller adds `status = 'published'` for
 * visitors). Undefined when the filter is empty. Used by the post list (`/api/blogs`) as well.
 */
export function browseWhere(filter: BrowseFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q !== undefined) parts.push(sql`${blogs.search} @@ ${query(filter.q)}`);
  if (filter.tagSlug !== undefined) parts.push(sql`${blogs.tagSlugs} @> ARRAY[${tagSlugOf(filter.tagSlug)}]::text[]`);
  if (filter.authorSlug !== undefined) parts.push(sql`${blogs.authorId} IN (SELECT u.id FROM users u WHERE u.slug = ${filter.authorSlug})`);
  return parts.length ? and(...parts) : undefined;
}

/** Best match first (title above tags and excerpt above body), then newest. */
export function searchOrder(q: string): SQL[] {
  return [sql`ts_rank_cd(${blogs.search}, ${query(q)}, 32) DESC`, desc(blogs.publishedAt), desc(blogs.id)];
}

/** Newest published first: tag and author pages, feeds. */
const newestOrder: SQL[] = [desc(blogs.publishedAt), desc(blogs.id)];

/** `ts_headline`'s text with sentinel marks → segments; nothing from the database is ever read as HTML. */
export function snippetSegments(headline: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  let mark = false;
  let text = '';
  const flush = () => {
    if (text) segments.push({ text, mark });
    text = '';
  };
  for (const ch of headline) {
    if (ch === START || ch === STOP) {
      flush();
      mark = ch === START;
    } else text += ch;
  }
  flush();
  return segments;
}

export function createBlogBrowseRepository(db: Db) {
  /** True when the words hold something to look for (not only stop words such as "the and"). */
  async function searchable(q: string): Promise<boolean> {
    if (!q.trim()) return false;
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT numnode(${query(q)}) AS n`));
    return Number(row?.n ?? 0) > 0;
  }

  return {
    ...createBlogPageReads(db),
    searchable,

    /**
     * Published posts matching `q`, best first, each with a highlighted snippet of its body.
     * `ts_headline` (the costly part) sits in the select list, so PostgreSQL runs it only on the
     * page's rows, after the sort and limit.
     */
    async search(filter: BrowseFilter & { q: string }, page: { limit: number; offset: number }): Promise<{ rows: SearchRow[]; total: number }> {
      if (!(await searchable(filter.q))) return { rows: [], total: 0 };
      const where = and(published, browseWhere(filter));
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            headline: sql<string>`ts_headline('english', coalesce(${blogs.bodyText}, ''), ${query(filter.q)}, ${HEADLINE_OPTIONS})`,
          })
          .from(blogs)
          .leftJoin(users, eq(users.id, blogs.authorId))
          .where(where)
          .orderBy(...searchOrder(filter.q))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(blogs)
          .where(where),
      ]);
      return {
        rows: rows.map(({ headline, ...row }) => ({ ...row, snippet: snippetSegments(headline ?? '') })),
        total: Number(totalRow?.n ?? 0),
      };
    },

    /** Published posts of a tag and/or an author, newest first. */
    async list(filter: Omit<BrowseFilter, 'q'>, page: { limit: number; offset: number }): Promise<{ rows: PostSummaryRow[]; total: number }> {
      const where = and(published, browseWhere(filter));
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogs)
          .leftJoin(users, eq(users.id, blogs.authorId))
          .where(where)
          .orderBy(...newestOrder)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(blogs)
          .where(where),
      ]);
      return { rows, total: Number(totalRow?.n ?? 0) };
    },

    /** Up to three other published posts sharing the most tags with the published post `slug`, newest first among equals. */
    async related(slug: string, limit = 3): Promise<PostSummaryRow[] | undefined> {
      const [self] = rowsOf<{ id: string; tag_slugs: string[] | string | null }>(
        await db.execute(sql`SELECT id, tag_slugs FROM ${blogs} WHERE slug = ${slug} AND status = 'published'`),
      );
      if (!self) return undefined;
      const tagSlugs = parseTextArray(self.tag_slugs);
      if (tagSlugs.length === 0) return [];
      const shared = sql`ARRAY[${sql.join(
        tagSlugs.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`;
      return db
        .select(summaryColumns)
        .from(blogs)
        .leftJoin(users, eq(users.id, blogs.authorId))
        .where(and(published, sql`${blogs.id} <> ${self.id}`, sql`${blogs.tagSlugs} && ${shared}`))
        .orderBy(sql`cardinality(ARRAY(SELECT unnest(${blogs.tagSlugs}) INTERSECT SELECT unnest(${shared}))) DESC`, ...newestOrder)
        .limit(limit);
    },
  };
}
export type BlogBrowseRepository = ReturnType<typeof createBlogBrowseRepository>;

/** What tag and author pages, the sitemap and the editor's author list read besides posts. */
function createBlogPageReads(db: Db) {
  return {
    /** A tag's display name (as its newest published post spells it) and how many published posts carry it. */
    async tag(tag: string): Promise<{ slug: string; name: string; count: number } | undefined> {
      const slug = tagSlugOf(tag);
      const tagged = sql`status = 'published' AND tag_slugs @> ARRAY[${slug}]::text[]`;
      const rows = rowsOf<{ tags: string[]; n: number }>(
        await db.execute(sql`
          SELECT (SELECT tags FROM ${blogs} WHERE ${tagged} ORDER BY published_at DESC, id DESC LIMIT 1) AS tags,
                 (SELECT count(*)::int FROM ${blogs} WHERE ${tagged}) AS n`),
      );
      const row = rows[0];
      if (!row || Number(row.n) === 0) return undefined;
      const tags = parseTextArray(row.tags);
      const name = tags.find((t) => tagSlugOf(t) === slug) ?? slug;
      return { slug, name, count: Number(row.n) };
    },

    /** An author with at least one published post; undefined otherwise (no page for authors of drafts only). */
    async author(slug: string): Promise<{ _id: string; name: string; slug: string; bio: string; profileImage: string } | undefined> {
      const [row] = rowsOf<{ id: string; name: string; slug: string; bio: string; profile_image: string }>(
        await db.execute(sql`
          SELECT u.id, u.name, u.slug, u.bio, u.profile_image FROM users u
          WHERE u.slug = ${slug} AND EXISTS (SELECT 1 FROM ${blogs} b WHERE b.author_id = u.id AND b.status = 'published')`),
      );
      return row ? { _id: row.id, name: row.name, slug: row.slug, bio: row.bio ?? '', profileImage: row.profile_image ?? '' } : undefined;
    },

    /** Every staff member, by name: who may be named a post's author (issue 28 may narrow it here). */
    async staffAuthors(): Promise<{ _id: string; name: string; slug: string }[]> {
      const rows = await db.select({ _id: users.id, name: users.name, slug: users.slug }).from(users).orderBy(users.name, users.id);
      return rows.map((r) => ({ ...r, slug: r.slug ?? '' }));
    },

    /** Tag and author pages for the sitemap, each with the last change of its published posts. */
    async sitemapExtras(): Promise<{ tags: { slug: string; updatedAt: string }[]; authors: { slug: string; updatedAt: string }[] }> {
      const iso = (v: Date | string) => new Date(v).toISOString();
      const tags = rowsOf<{ slug: string; updated_at: Date | string }>(
        await db.execute(sql`
          SELECT t AS slug, max(updated_at) AS updated_at FROM ${blogs}, unnest(tag_slugs) t
          WHERE status = 'published' GROUP BY t ORDER BY t`),
      );
      const authors = rowsOf<{ slug: string; updated_at: Date | string }>(
        await db.execute(sql`
          SELECT u.slug, max(b.updated_at) AS updated_at FROM ${blogs} b JOIN users u ON u.id = b.author_id
          WHERE b.status = 'published' AND u.slug IS NOT NULL GROUP BY u.slug ORDER BY u.slug`),
      );
      return {
        tags: tags.map((r) => ({ slug: r.slug, updatedAt: iso(r.updated_at) })),
        authors: authors.map((r) => ({ slug: r.slug, updatedAt: iso(r.updated_at) })),
      };
    },
  };
}

/** A text[] as a raw statement answers it: an array (pg, PGlite) or, on some paths, the literal `{a,b}`. */
function parseTextArray(value: string[] | string | null | undefined): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((s) => s.replace(/^"|"$/g, ''));
}
