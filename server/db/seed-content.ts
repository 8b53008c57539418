import { count, eq } from 'drizzle-orm';
import { starterArticles } from '../content/starter-articles';
import { htmlToExcerpt, sanitizePostHtml } from '../lib/sanitize';
import { createBlogsRepository } from '../repositories/blogs';
import type { BootstrapResult } from './bootstrap-admin';
import type { Db } from './client';
import { blogs, users } from './schema/index';

/**
 * Publishes the starter articles on the very first start: only when this start created the first
 * admin of an empty database (so a restart after the articles were deleted does not bring them
 * back) and SEED_CONTENT is not false. Answers how many articles it wrote.
 */
export async function seedStarterContent(db: Db, opts: { enabled: boolean; admin: BootstrapResult }): Promise<number> {
  if (!opts.enabled || opts.admin.action !== 'created') return 0;
  const [userCount] = await db.select({ n: count() }).from(users);
  const [postCount] = await db.select({ n: count() }).from(blogs);
  if (userCount?.n !== 1 || postCount?.n !== 0) return 0;
  const [author] = await db.select().from(users).where(eq(users.email, opts.admin.email)).limit(1);
  if (!author) return 0;
  const repository = createBlogsRepository(db);
  const now = Date.now();
  // The first article is the newest, so the teaser lists them in this file's order.
  for (const [i, article] of starterArticles.entries()) {
    const content = sanitizePostHtml(article.content.trim());
    const at = new Date(now - i * 60_000);
    await repository.create({
      title: article.title,
      content,
      excerpt: htmlToExcerpt(content),
      tags: article.tags,
      author: author.name,
      authorId: author.id,
      isPublished: true,
      createdAt: at,
      updatedAt: at,
    });
  }
  return starterArticles.length;
}
