import { starterArticles } from '../content/starter-articles';
import type { Db } from '../db/client';
import { htmlToExcerpt, sanitizePostHtml } from '../lib/sanitize';
import { createBlogsRepository } from '../repositories/blogs';
import { createUsersRepository } from '../repositories/users';
import type { BootstrapResult } from './bootstrap-admin';

/**
 * Publishes the starter articles on the very first start: only when this start created the first
 * admin of an empty database (so a restart after the articles were deleted does not bring them
 * back) and SEED_CONTENT is not false. Answers how many articles it wrote.
 */
export async function seedStarterContent(db: Db, opts: { enabled: boolean; admin: BootstrapResult }): Promise<number> {
  if (!opts.enabled || opts.admin.action !== 'created') return 0;
  const users = createUsersRepository(db);
  const repository = createBlogsRepository(db);
  if ((await users.countAll()) !== 1 || (await repository.count()) !== 0) return 0;
  const author = await users.findByEmail(opts.admin.email);
  if (!author) return 0;
  const now = Date.now();
  // The first article is the newest, so the teaser lists them in this file's order.
  for (const [i, article] of starterArticles.entries()) {
    const content = sanitizePostHtml(article.content.trim());
    const at = new Date(now - i * 60_000);
    await repository.insert({
      title: article.title,
      content,
      excerpt: htmlToExcerpt(content),
      tags: article.tags,
      author: author.name,
      authorId: author.id,
      status: 'published',
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
  return starterArticles.length;
}
