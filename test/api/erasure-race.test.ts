import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { leads, people } from '../../server/db/schema/index';
import { acceptedRowStamp } from '../../server/lib/time-ordered-id';
import { createLeadsRepository } from '../../server/repositories/leads';
import { createTestDatabase, testRepositories } from '../helpers/db';
import { validContact } from '../helpers/fixtures';

const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres)
  describe('an erasure raced by an enquiry', () =>
    it.skip('PostgreSQL only: PGlite runs one transaction at a time, so nothing can race', () => undefined));

// Issue 46: an enquiry from the address, committed while its person is being erased, refers to the person
// (its foreign key). The erasure used to fail there with 23503 (a 500 to the admin); it now runs again and takes that lead too.
describe.runIf(onPostgres)('an erasure raced by an enquiry from the same address (PostgreSQL)', async () => {
  if (!onPostgres) return;
  const database = await createTestDatabase();
  // A second connection of its own to the same database: the enquiry's transaction.
  const other = new pg.Client({ connectionString: (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString! });
  await other.connect();
  afterAll(async () => {
    await other.end();
    await database.close();
  });
  const repos = testRepositories(database.db);
  const address = 'racing.rita@acmecorp.io';
  /** Connections of this database waiting on a lock. */
  const waitingOnLocks = async () => {
    const { rows } = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]!.n;
  };
  const lead = () => {
    const { RND, website: _, ...contact } = validContact({ name: 'Racing Rita', email: address });
    return { ...acceptedRowStamp(), ...contact, rnd: RND, status: 'new' as const };
  };

  it('waits for the enquiry, then erases its lead with the first one: no error, nothing of the address left', async () => {
    await database.db.insert(leads).values(lead());
    await other.query('BEGIN');
    // The enquiry's insert finds the person and holds it (its foreign key's lock) until it commits.
    await drizzle(other).insert(leads).values(lead());
    const ada = await repos.users.insert({ name: 'Ada Admin', email: 'ada-race@site.test', role: 'admin' });
    const erasing = repos.erasures.erasePerson(address, { id: ada.id, name: ada.name });
    await expect.poll(waitingOnLocks).toBe(1);
    await other.query('COMMIT');
    await expect(erasing).resolves.toMatchObject({ contacts: 2 });
    expect(await database.db.select().from(leads).where(eq(leads.email, address))).toEqual([]);
    expect(await database.db.select().from(people).where(eq(people.email, address))).toEqual([]);
  });

  it("writes an enquiry again when its person is erased between the trigger's read and the key check: a new person, no error", async () => {
    const late = 'late.lou@acmecorp.io';
    const { RND, website: _, ...contact } = validContact({ name: 'Late Lou', email: late });
    const first = await createLeadsRepository(database.db).insert({ ...contact, rnd: RND, status: 'new' });
    const [before] = await database.db.select({ personId: leads.personId }).from(leads).where(eq(leads.id, first));
    // The erasure's transaction, held open: the lead and the person are gone for it, not yet for others.
    await other.query('BEGIN');
    await other.query('DELETE FROM contacts WHERE person_id = $1', [before!.personId]);
    await other.query('DELETE FROM people WHERE id = $1', [before!.personId]);
    // The enquiry's trigger reads the person FOR SHARE: it waits on the erasure's lock, then finds no row.
    const enquiry = createLeadsRepository(database.db).insert({ ...contact, rnd: RND, status: 'new' });
    await expect.poll(waitingOnLocks).toBe(1);
    await other.query('COMMIT');
    const id = await enquiry;
    const [after] = await database.db.select({ personId: leads.personId }).from(leads).where(eq(leads.id, id));
    expect(after!.personId).not.toBe(before!.personId);
    expect(await database.db.select({ email: people.email }).from(people).where(eq(people.id, after!.personId!))).toEqual([{ email: late }]);
  });
});
