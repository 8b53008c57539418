import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/db';
import { acceptedRowStamp } from '../lib/time-ordered-id';
import { insertMany } from './insert-many';
import { leads, users } from './schema/index';

const database = await createTestDatabase();
afterAll(() => database.close());

const lead = (name: string) => ({
  ...acceptedRowStamp(),
  name,
  email: `${name.length}@example.com`,
  phone: '+1 5550100',
  service: 'Web Scraping',
  budget: '$501 - $1000',
});

describe('insertMany (one unnest insert for many rows)', () => {
  it('stores every row with its own values, text exactly as given, and the schema defaults where a row leaves a column out', async () => {
    const awkward = 'Quotes " and \' , commas, {braces}, back\\slash, NULL, ünïcödé\nnew line';
    const consentAt = new Date('2026-11-20T10:11:12.345Z');
    const rows = [
      { ...lead('First'), message: awkward, rnd: true, status: 'spam', consentAt },
      { ...lead('Second'), nextActionText: 'Call', nextActionDueAt: new Date('2026-12-01T09:00:00.123Z') },
      { ...lead('Third'), message: '' },
    ];
    await database.db.execute(insertMany(leads, rows));
    const stored = await database.db.select().from(leads).orderBy(asc(leads.id));
    expect(stored.map((r) => r.name)).toEqual(['First', 'Second', 'Third']);
    expect(stored.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(stored.map((r) => r.createdAt.toISOString())).toEqual(rows.map((r) => r.createdAt.toISOString()));
    expect(stored[0]).toMatchObject({ message: awkward, rnd: true, status: 'spam', nextActionDueAt: null, nextActionText: '', spamReasons: '' });
    expect(stored[0]!.consentAt?.toISOString()).toBe(consentAt.toISOString());
    // Columns some rows set and others leave out take the schema's default, not null.
    expect(stored[1]).toMatchObject({ message: '', rnd: false, status: 'new', nextActionText: 'Call', consentAt: null });
    expect(stored[1]!.nextActionDueAt?.toISOString()).toBe('2026-12-01T09:00:00.123Z');
    expect(stored[2]).toMatchObject({ rnd: false, status: 'new', nextActionDueAt: null });
  });

  it('refuses a batch in which one row leaves out a column whose default is SQL and another sets it', () => {
    expect(() =>
      insertMany(users, [
        { email: 'a@example.com', name: 'A', id: crypto.randomUUID() },
        { email: 'b@example.com', name: 'B' },
      ]),
    ).toThrow(/every row must set id/);
  });
});
