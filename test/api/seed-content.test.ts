import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapAdmin, type BootstrapLog } from '../../server/startup/bootstrap-admin';
import type { Database } from '../../server/db/client';
import { seedStarterContent } from '../../server/startup/seed-content';
import { hashPassword } from '../../server/lib/passwords';
import { createBlogsRepository } from '../../server/repositories/blogs';
import { createUsersRepository } from '../../server/repositories/users';
import { parseEnv } from '../../server/config/env';
import { starterArticles } from '../../server/content/starter-articles';
import { createTestDatabase } from '../helpers/db';

const quiet: BootstrapLog = { info: () => undefined, warn: () => undefined };

describe('seedStarterContent', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  async function setup() {
    database = await createTestDatabase();
    return { db: database.db, users: createUsersRepository(database.db), blogs: createBlogsRepository(database.db) };
  }
  const published = async (blogs: ReturnType<typeof createBlogsRepository>) => (await blogs.list({ publishedOnly: true, limit: 10, offset: 0 })).rows;

  it('first start on an empty database: publishes the three articles, newest first, by the first admin', async () => {
    const { db, users, blogs } = await setup();
    const admin = await bootstrapAdmin(users, {}, quiet);
    expect(await seedStarterContent(db, { enabled: true, admin })).toBe(3);
    const rows = await published(blogs);
    expect(rows.map((r) => r.title)).toEqual(starterArticles.map((a) => a.title));
    const author = await users.findByEmail('admin@localhost');
    for (const row of rows) {
      expect(row).toMatchObject({ author: 'Administrator', authorId: author!.id, status: 'published' });
      expect(row.publishedAt).toBeInstanceOf(Date);
      expect(row.slug).toMatch(/^[a-z0-9-]+$/);
      expect(row.content.match(/<p>/g)!.length).toBeGreaterThan(4);
      expect(row.excerpt.length).toBeGreaterThan(50);
    }
  });

  it('runs once: a restart (no admin created) writes nothing, even after the articles were deleted', async () => {
    const { db, users, blogs } = await setup();
    const first = await bootstrapAdmin(users, {}, quiet);
    expect(await seedStarterContent(db, { enabled: true, admin: first })).toBe(3);
    expect(await seedStarterContent(db, { enabled: true, admin: first })).toBe(0);
    for (const row of await published(blogs)) await blogs.delete(row.id);
    const restart = await bootstrapAdmin(users, {}, quiet);
    expect(await seedStarterContent(db, { enabled: true, admin: restart })).toBe(0);
    expect(await blogs.count()).toBe(0);
  });

  it('only on an empty database: not when other users or posts already exist', async () => {
    const { db, users, blogs } = await setup();
    const staff = await users.insert({ name: 'Staff', email: 'staff@example.com', passwordHash: await hashPassword('staff-pw-1'), role: 'user' });
    const admin = await bootstrapAdmin(users, { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-password-1' }, quiet);
    expect(admin.action).toBe('created');
    expect(await seedStarterContent(db, { enabled: true, admin })).toBe(0);
    expect(await blogs.count()).toBe(0);
    expect(staff.id).toBeTruthy();
  });

  it('SEED_CONTENT=false: an empty blog (and the variable is parsed, default on)', async () => {
    const { db, users, blogs } = await setup();
    const admin = await bootstrapAdmin(users, {}, quiet);
    const config = parseEnv({ SEED_CONTENT: 'false' });
    expect(config.SEED_CONTENT).toBe(false);
    expect(parseEnv({}).SEED_CONTENT).toBe(true);
    expect(() => parseEnv({ SEED_CONTENT: 'maybe' })).toThrow(/SEED_CONTENT/);
    expect(await seedStarterContent(db, { enabled: config.SEED_CONTENT, admin })).toBe(0);
    expect(await blogs.count()).toBe(0);
  });
});
