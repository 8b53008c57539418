import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchKind, type SiteSearchHit } from '@contract/search';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { HEADLINE_OPTIONS, searchQuery, snippetSegments } from './blog-browse';

/** A page of the site's own content as the search reads it (server/routes/search/search-documents.ts). */
export interface SearchDocument {
  kind: SearchKind;
  title: string;
  url: string;
  /** Weighed between the title and the body: a summary, a client, a question's group. */
  lead: string;
  body: string;
}

interface HitRow {
  kind: SearchKind;
  title: string;
  url: string;
  headline: string | null;
  total: number | string;
}

// A tie lists services first and posts last (SEARCH_KINDS' order).
const kindOrder = sql.raw(`array_position(ARRAY[${SEARCH_KINDS.map((k) => `'${k}'`).join(',')}]::text[], kind)`);

/** `docs` and `hits`: every match, ranked, from the documents and the published posts. */
function matches(query: SQL, documents: readonly SearchDocument[]): SQL {
  return sql`
    docs AS (
      SELECT d.kind, d.title, d.url, d.lead || ' ' || d.body AS text,
        setweight(to_tsvector('english', d.title), 'A') || setweight(to_tsvector('english', d.lead), 'B') ||
        setweight(to_tsvector('english', d.body), 'C') AS v
      FROM jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) AS d(kind text, title text, url text, lead text, body text)
    ),
    hits AS (
      SELECT kind, title, url, text, ts_rank_cd(v, ${query}, 32) AS rank FROM docs WHERE v @@ ${query}
      UNION ALL
      SELECT 'post', b.title, '/blogs/' || b.slug, coalesce(b.body_text, ''), ts_rank_cd(b.search, ${query}, 32)
      FROM blogs b WHERE b.status = 'published' AND b.search @@ ${query}
    )`;
}

/**
 * The whole site's search (issue 48 point 4, decision 119): the content's pages, given as documents
 * (a few dozen, read from the content cache, so they need no table of their own), and the published
 * posts through their stored, indexed `search` vector, in one ranking with the posts' weights: title
 * A, lead B, body C. `ts_headline` (the costly part) runs only on the page's rows.
 */
export function createSiteSearchRepository(db: Db) {
  /** How many pages match, for a page past the last one (no row carries the total). */
  async function count(query: SQL, documents: readonly SearchDocument[]): Promise<number> {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`WITH ${matches(query, documents)} SELECT count(*) AS n FROM hits`));
    return Number(row?.n ?? 0);
  }

  return {
    async search(
      q: string,
      documents: readonly SearchDocument[],
      page: { limit: number; offset: number },
    ): Promise<{ hits: SiteSearchHit[]; total: number }> {
      const query = searchQuery(q);
      const [check] = rowsOf<{ n: number }>(await db.execute(sql`SELECT numnode(${query}) AS n`));
      // Only stop words ("the and"): nothing to look for.
      if (!Number(check?.n ?? 0)) return { hits: [], total: 0 };
      const rows = rowsOf<HitRow>(
        await db.execute(sql`
          WITH ${matches(query, documents)},
          ranked AS (
            SELECT kind, title, url, text, rank, ${kindOrder} AS kind_order, count(*) OVER () AS total FROM hits
            ORDER BY rank DESC, kind_order, title
            LIMIT ${page.limit} OFFSET ${page.offset}
          )
          SELECT kind, title, url, total, ts_headline('english', text, ${query}, ${HEADLINE_OPTIONS}) AS headline FROM ranked
          ORDER BY rank DESC, kind_order, title`),
      );
      return {
        hits: rows.map((r) => ({ kind: r.kind, title: r.title, url: r.url, snippet: snippetSegments(r.headline ?? '') })),
        total: rows[0] ? Number(rows[0].total) : page.offset > 0 ? await count(query, documents) : 0,
      };
    },
  };
}
