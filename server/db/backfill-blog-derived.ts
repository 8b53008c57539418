import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';
import { isUniqueViolation } from '../lib/errors';
import { preparePostHtml } from '../lib/post-html';
import { slugify, uniqueSlug } from '../lib/slug';

const BATCH = 200;

export interface BackfillOptions {
  /** The site's origin (SITE_URL): links to it carry no rel. */
  siteOrigin: string;
  /** Whether an image address is one of this site's uploads (it gets srcset and sizes). */
  isOwnImage: (src: string) => boolean;
}

/**
 * Fills what the writers' desk derives from a post (plain body text for search, tag slugs, reading
 * time) for rows written before it existed, and gives every user an author slug. Runs at start,
 * after the migrations; idempotent (only rows still NULL), in batches so a large blog does not hold
 * one long transaction. In JavaScript rather than SQL so the same `preparePostHtml` and `slugify`
 * rules (NFKD: "é" → "e") hold as on save. Content is rewritten only as a save would (responsive own
 * images, the link policy); foreign images are kept: nothing a reader sees disappears.
 */
export async function backfillBlogDerived(db: Db, opts: BackfillOptions): Promise<{ posts: number; users: number }> {
  let posts = 0;
  for (;;) {
    const rows = rowsOf<{ id: string; content: string; tags: string[] }>(
      await db.execute(sql`SELECT id, content, tags FROM blogs WHERE body_text IS NULL OR tag_slugs IS NULL ORDER BY id LIMIT ${BATCH}`),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const prepared = await preparePostHtml(row.content, { siteOrigin: opts.siteOrigin, isOwnImage: opts.isOwnImage, keepForeignImages: true });
      const tagSlugs = [...new Set((row.tags ?? []).map(slugify))];
      await db.execute(sql`
        UPDATE blogs SET content = ${prepared.html}, body_text = ${prepared.bodyText}, reading_minutes = ${prepared.readingMinutes},
          tag_slugs = ARRAY[${sql.join(
            tagSlugs.map((t) => sql`${t}`),
            sql`, `,
          )}]::text[]
        WHERE id = ${row.id}`);
      posts++;
    }
  }
  return { posts, users: await backfillUserSlugs(db) };
}

/** Every user gets a unique slug from their name ("Sam Lee" → sam-lee, then sam-lee-2): their author page's address. */
export async function backfillUserSlugs(db: Db): Promise<number> {
  let done = 0;
  const missing = rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM users WHERE slug IS NULL ORDER BY created_at, id`));
  for (const user of missing) {
    const base = slugify(user.name || 'author');
    for (let attempt = 0; ; attempt++) {
      const taken = rowsOf<{ slug: string }>(await db.execute(sql`SELECT slug FROM users WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`)).map(
        (r) => r.slug,
      );
      try {
        await db.execute(sql`UPDATE users SET slug = ${uniqueSlug(base, taken)} WHERE id = ${user.id} AND slug IS NULL`);
        break;
      } catch (err) {
        // Another process took the slug in between: read the taken ones again.
        if (!isUniqueViolation(err) || attempt >= 5) throw err;
      }
    }
    done++;
  }
  return done;
}
