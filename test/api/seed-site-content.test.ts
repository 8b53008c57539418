import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, CONTENT_COLLECTIONS, LEGAL_SLUGS, referencesOf, type ContentItem } from '@contract/content/index';
import { findLiteralFigures } from '@contract/content/facts';
import type { Database } from '../../server/db/client';
import { contentItems, contentRevisions, settings } from '../../server/db/schema/index';
import { SITE_CONTENT_SEED_KEY, seedSiteContent } from '../../server/startup/seed-site-content';
import { SAMPLE_CONTENT } from '../../server/content/sample/index';
import { validContentData } from '../../server/content/validate';
import { SAMPLE_LEGAL_NOTICE } from '../../server/content/sample/pages';
import { buildTestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';

const siteOrigin = 'http://localhost:3000';
const all = COLLECTION_NAMES.flatMap((collection) => SAMPLE_CONTENT[collection].map((item) => ({ collection, ...item })));
const total = all.length;

/** Every string of a value, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

describe('the sample site content (decision 074)', () => {
  it('every item is valid by its collection’s schema, every id unique, every reference a sample item of the right collection', () => {
    const ids = new Map(all.map((item) => [item.id, item.collection]));
    expect(ids.size).toBe(total);
    for (const item of all) {
      const parsed = CONTENT_COLLECTIONS[item.collection].schema.safeParse(item.data);
      expect(parsed.error?.issues ?? [], `${item.collection} ${item.id}`).toEqual([]);
      for (const ref of referencesOf(item.collection, parsed.data)) {
        expect(ids.get(ref.id), `${item.collection} ${ref.field}`).toBe(ref.collection);
      }
    }
    // Slugs unique in their collection (the table's unique index).
    for (const collection of COLLECTION_NAMES.filter((c) => CONTENT_COLLECTIONS[c].slug)) {
      const slugs = SAMPLE_CONTENT[collection].map((item) => (item.data as { slug?: string }).slug);
      expect(new Set(slugs).size, collection).toBe(slugs.length);
      expect(slugs.every(Boolean), collection).toBe(true);
    }
  });

  it('is stored as written: the schemas’ defaults and the rich-text sanitiser change nothing in it', () => {
    for (const item of all) {
      const stored = validContentData(item.collection, item.data, siteOrigin);
      expect(stored, `${item.collection} ${item.id}`).toEqual(item.data);
    }
  });

  it('states the company figures only through tokens, one set in the company item', () => {
    const written = all.filter((item) => item.collection !== 'company').flatMap((item) => stringsOf(item.data).flatMap(findLiteralFigures));
    expect(written).toEqual([]);
    expect(stringsOf(SAMPLE_CONTENT.services.map((s) => s.data.stats)).join(' ')).toContain('{projects}');
    expect(SAMPLE_CONTENT.company).toHaveLength(1);
  });

  it('has the buyer’s FAQ instead of the finance questions, the six legal pages marked as sample, every card linked', () => {
    const faq = SAMPLE_CONTENT.faq.map((item) => `${item.data.question} ${item.data.answer}`).join('\n');
    for (const topic of [/robots\.txt/, /personal data/i, /owns the data/i, /formats/i, /website changes/i, /price/i, /NDA/, /secure/i]) {
      expect(faq).toMatch(topic);
    }
    expect(faq).not.toMatch(/income|expense|wealth|budget management/i);
    expect(SAMPLE_CONTENT.pages.map((page) => page.data.slug)).toEqual([...LEGAL_SLUGS]);
    for (const page of SAMPLE_CONTENT.pages) expect(page.data.body).toContain(SAMPLE_LEGAL_NOTICE);
    expect(SAMPLE_CONTENT.home[0]!.data.whyCards.every((card) => card.link)).toBe(true);
    expect(SAMPLE_CONTENT.industries.every((industry) => industry.data.link)).toBe(true);
    expect(SAMPLE_CONTENT.testimonials.every((t) => t.data.permission.by === 'Sample')).toBe(true);
  });
});

describe('seedSiteContent on the database', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const items = async () => (await database!.db.select({ n: count() }).from(contentItems))[0]!.n;

  it('writes every sample item once, published and marked sample, each with its "sample" revision; a second start adds nothing', async () => {
    database = await createTestDatabase();
    expect(await seedSiteContent(database.db, { enabled: true, siteOrigin })).toBe(total);
    const rows = await database.db.select().from(contentItems);
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.sample && row.status === 'published' && row.version === 1)).toBe(true);
    const revisions = await database.db.select().from(contentRevisions);
    expect(revisions.map((r) => r.kind)).toEqual(Array(total).fill('sample'));

    expect(await seedSiteContent(database.db, { enabled: true, siteOrigin })).toBe(0);
    expect(await items()).toBe(total);
    // The owner removed a sample item: a restart does not bring it back.
    await database.db.delete(contentItems).where(eq(contentItems.collection, 'logos'));
    expect(await seedSiteContent(database.db, { enabled: true, siteOrigin })).toBe(0);
    expect(await items()).toBe(total - SAMPLE_CONTENT.logos.length);
  });

  it('SEED_CONTENT=false seeds nothing, and a later start with seeding on keeps the site empty', async () => {
    database = await createTestDatabase();
    expect(await seedSiteContent(database.db, { enabled: false, siteOrigin })).toBe(0);
    expect(await items()).toBe(0);
    expect(await seedSiteContent(database.db, { enabled: true, siteOrigin })).toBe(0);
    expect(await items()).toBe(0);
    const [decision] = await database.db.select().from(settings).where(eq(settings.key, SITE_CONTENT_SEED_KEY));
    expect(decision?.value).toMatchObject({ seeded: false });
  });

  it('an install that already has content (and no decision recorded) is left as it is', async () => {
    database = await createTestDatabase();
    const office = SAMPLE_CONTENT.offices[0]!;
    await database.db.insert(contentItems).values({ id: office.id, collection: 'offices', data: { ...office.data, city: 'Berlin' } });
    expect(await seedSiteContent(database.db, { enabled: true, siteOrigin })).toBe(0);
    expect(await items()).toBe(1);
  });

  it('two starts at once seed one copy', async () => {
    database = await createTestDatabase();
    const results = await Promise.allSettled([
      seedSiteContent(database.db, { enabled: true, siteOrigin }),
      seedSiteContent(database.db, { enabled: true, siteOrigin }),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason)).sort()).toEqual([0, total]);
    expect(await items()).toBe(total);
  });
});

describe('the seeded site through the content API', async () => {
  const { app, loginAs } = await buildTestApp({}, { seedContent: true });
  const get = async <T = ContentItem[]>(url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json() as T;
  };

  it('visitors read every published sample collection, references resolved to published items', async () => {
    const services = await get('/api/content/services');
    expect(services.map((s) => s.slug)).toEqual(SAMPLE_CONTENT.services.map((s) => s.data.slug));
    expect(services.every((s) => s.sample && s.status === 'published')).toBe(true);
    const daily = services.find((s) => s.slug === 'daily-data')!;
    const industries = (daily.data.relatedIndustries as string[]).map((id) => daily.refs[id]?.name);
    expect(industries).toContain('News & Events');
    expect((await get('/api/content/testimonials')).map((t) => t.name)).toEqual(SAMPLE_CONTENT.testimonials.map((t) => t.data.name));
    const company = await get<ContentItem>('/api/content/company');
    expect(company.data.figures).toMatchObject({ projects: 235, clients: 50 });
    const pages = await get('/api/content/pages');
    // Rich text went through the posts' sanitiser and kept its words.
    expect(pages.find((p) => p.slug === 'privacy')!.data.body).toContain(SAMPLE_LEGAL_NOTICE);
    expect(await get('/api/content/team')).toEqual([]);
  });

  it('a staff save of a sample item makes it the owner’s (no longer sample)', async () => {
    const editor = await loginAs('editor');
    const [first] = await get('/api/content/offices', editor.cookieHeaders);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/content/offices/${first!._id}`,
      headers: editor.cookieHeaders,
      payload: { data: { ...first!.data, hours: 'Mon–Thu 9:00–17:00' }, action: 'publish', version: first!.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sample: false, data: { hours: 'Mon–Thu 9:00–17:00' } });
  });
});
