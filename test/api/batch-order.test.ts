import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createLeadsRepository } from '../../server/repositories/leads';
import { createSubscriptionsRepository } from '../../server/repositories/subscriptions';
import { createTestDatabase } from '../helpers/db';
import { validContact } from '../helpers/fixtures';

/** How many transactions wrote the table's rows: 1 proves they went in one group-commit batch. */
async function writers(db: Db, table: 'contacts' | 'subscriptions'): Promise<number> {
  const result = (await db.execute(sql`select count(distinct xmin::text)::int as n from ${sql.identifier(table)}`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]!.n);
}

describe('newest first inside one group-commit batch', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const leads = createLeadsRepository(database.db);
  const subscriptions = createSubscriptionsRepository(database.db);

  it('leads accepted in one batch list in acceptance order, newest first', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Accepted ${i}`);
    // Called back to back, so all are queued before the batch is written.
    await Promise.all(
      names.map((name) => {
        const { RND, website: _honeypot, ...fields } = validContact({ name });
        return leads.insert({ ...fields, rnd: RND });
      }),
    );
    expect(await writers(database.db, 'contacts')).toBe(1);
    const rows = await leads.list();
    expect(rows.map((r) => r.name)).toEqual([...names].reverse());
    // Each row has the time its request was accepted, not one shared by the whole batch.
    const times = rows.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('two leads accepted in one batch: the second is listed first', async () => {
    const { RND, website: _a, ...first } = validContact({ name: 'First of two' });
    const { website: _b, ...second } = validContact({ name: 'Second of two' });
    await Promise.all([leads.insert({ ...first, rnd: RND }), leads.insert({ ...second, rnd: second.RND })]);
    const [newest, next] = await leads.list();
    expect([newest?.name, next?.name]).toEqual(['Second of two', 'First of two']);
  });

  it('subscriptions accepted in one batch list in acceptance order, newest first', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `batch-${i}@example.com`);
    await Promise.all(emails.map((email) => subscriptions.insert(email)));
    expect(await writers(database.db, 'subscriptions')).toBe(1);
    expect((await subscriptions.list()).map((r) => r.email)).toEqual([...emails].reverse());
  });
});
