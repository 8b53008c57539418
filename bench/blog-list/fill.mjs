// Fills a database with published posts directly (no API), for probes of the sitemap at scale
// without minutes of seeding: bench/blog-list/sitemap-probe.mjs. test/api/bench-seeds.test.ts runs
// it on a few rows against the current schema, so it cannot fall behind it unnoticed (issue 44).
import { fillDataDir } from '../lib/pgdata.mjs';

const PARAGRAPH = 'Post explains one more way to collect and clean data for a dashboard, step by step, with care for the sources.';

/**
 * Adds `count` published posts of ~5 KB, a second apart, with what the start's backfill would
 * derive (search text, tag slugs) already there.
 * @param {(sql: string) => Promise<unknown>} exec
 */
export async function fillPosts(exec, count) {
  await exec(`insert into blogs (slug, title, content, excerpt, tags, tag_slugs, body_text, status, published_at)
    select 'filled-post-' || n, 'Filled post ' || n, repeat('<p>${PARAGRAPH}</p>', 40), 'Filled post ' || n, '{bench}', '{bench}',
      repeat('${PARAGRAPH} ', 40), 'published', now() - (n || ' seconds')::interval
    from generate_series(1, ${Number(count)}) n`);
}

/** fillPosts into a stopped server's embedded database (the PGlite data directory `pgdata`). */
export async function fillPostsInDataDir(pgdata, count) {
  await fillDataDir(pgdata, (exec) => fillPosts(exec, count));
}
