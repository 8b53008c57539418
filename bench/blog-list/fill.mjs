// Fills a stopped server's embedded database with published posts directly (no API), for probes of
// the sitemap at scale without minutes of seeding: bench/blog-list/sitemap-probe.mjs.
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm (0014): every open of a migrated database loads it (server/db/pglite-open.ts).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Adds `count` published posts of ~5 KB to the PGlite data directory `pgdata`. */
export async function fillPosts(pgdata, count) {
  const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
  try {
    const paragraph = '<p>Post explains one more way to collect and clean data for a dashboard, step by step, with care for the sources.</p>';
    await db.query(
      `insert into blogs (slug, title, content, excerpt, tags, is_published)
       select 'filled-post-' || n, 'Filled post ' || n, repeat($1, 40), 'Filled post ' || n, '{bench}', true
       from generate_series(1, $2::int) n`,
      [paragraph, count],
    );
    await db.exec('CHECKPOINT');
  } finally {
    await db.close();
  }
}
