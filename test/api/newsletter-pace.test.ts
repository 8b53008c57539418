import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { localPacer, newsletterPacer, sharedPacer } from '../../server/mail/newsletter-pace';
import { createTestDatabase, testRepositories } from '../helpers/db';

/** Runs `n` paces spread over the pacers at once; answers the ms the last one waited. */
async function paceAll(pacers: (() => Promise<void>)[], n: number): Promise<number> {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: n }, (_, i) => pacers[i % pacers.length]!()));
  return performance.now() - t0;
}

describe('the newsletter pace (NEWSLETTER_PER_MINUTE)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('in one process: 11 messages at 600 a minute take 1 s', async () => {
    const ms = await paceAll([localPacer(600)], 11);
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThan(1500);
  });

  it('shared through the database: two processes together keep to the one rate, not twice it', async () => {
    // Two pacers stand for two processes; in memory each would allow the full rate (~0.5 s for 11).
    const ms = await paceAll([sharedPacer(testRepositories(database.db), 600), sharedPacer(testRepositories(database.db), 600)], 11);
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThan(2500);
  });

  it('is shared on PostgreSQL and in memory on the embedded database', async () => {
    const pace = newsletterPacer(testRepositories(database.db), 600);
    const ms = await paceAll([pace, newsletterPacer(testRepositories(database.db), 600)], 11);
    if (database.kind === 'postgres') expect(ms).toBeGreaterThanOrEqual(950);
    else expect(ms).toBeLessThan(900);
  });
});
