// bench/long-tail's posts, written straight into the database: seeding 10,000 through the API takes
// minutes. run.mjs fills a stopped server's data directory with it; test/api/bench-seeds.test.ts runs
// it on a few rows against the current schema, so it cannot fall behind it unnoticed (issue 44).
import { fillDataDir } from '../lib/pgdata.mjs';

/** An article of about the bench's usual size (~6 KB of text), its own number in each post. */
function articleContent(n) {
  const sentence = `Post ${n} keeps a replayable archive of raw responses and alerts on empty fields, so a broken selector costs minutes.`;
  const section = (title) => `<h2>${title}</h2>${`<p>${sentence} ${sentence}</p>`.repeat(4)}`;
  return ['Why scrapers break', 'What we monitor', 'What we ship'].map(section).join('');
}

/** The path of post `n` (1 to count). */
export const longTailPath = (n) => `/blogs/long-tail-${n}`;

/**
 * Adds `count` published posts, a minute apart, with the derived columns filled as a save would, so
 * the start's backfill has nothing to do.
 * @param {(sql: string) => Promise<unknown>} exec
 */
export async function fillLongTail(exec, count) {
  const content = articleContent('#N').replaceAll("'", "''");
  await exec(`insert into blogs (slug, title, content, excerpt, tags, tag_slugs, body_text, reading_minutes, status, published_at)
    select 'long-tail-' || n, 'Long tail post ' || n, replace('${content}', '#N', n::text), 'Long tail post ' || n,
           '{scraping,monitoring}', '{scraping,monitoring}', 'Long tail post ' || n, 2, 'published', now() - n * interval '1 minute'
    from generate_series(1, ${Number(count)}) n`);
}

/** fillLongTail into a stopped server's embedded database (the PGlite data directory `pgdata`). */
export async function fillLongTailInDataDir(pgdata, count) {
  await fillDataDir(pgdata, (exec) => fillLongTail(exec, count));
}
