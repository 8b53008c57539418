import { afterAll, describe, expect, it } from 'vitest';
import { subscriptions, subscriptionTokens } from '../../server/db/schema/index';
import { housekeepingQueues, PURGE_EXPIRED_QUEUE } from '../../server/jobs/housekeeping';
import { createTestDatabase } from '../helpers/db';

const DAY = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Decision 080 keeps used confirmation links so a second open says "subscribed"; the periodic purge drops them after 30 days. */
describe('the purge-expired job drops newsletter confirmation links used over 30 days ago', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const { db } = database;

  it('keeps unused links and links used within 30 days', async () => {
    const [sub] = await db.insert(subscriptions).values({ email: 'purge@example.com', status: 'confirmed' }).returning();
    const token = (hash: string, usedAt: Date | null) => ({ tokenHash: hash, subscriptionId: sub!.id, expiresAt: daysAgo(-7), usedAt });
    await db
      .insert(subscriptionTokens)
      .values([
        token('used-40-days-ago', daysAgo(40)),
        token('used-31-days-ago', daysAgo(31)),
        token('used-29-days-ago', daysAgo(29)),
        token('unused', null),
      ]);
    const job = housekeepingQueues(db, { auditRetentionDays: 365 }).find((q) => q.name === PURGE_EXPIRED_QUEUE)!;
    await job.handle({}, { id: 'test', createdOn: new Date() });
    const left = (await db.select({ hash: subscriptionTokens.tokenHash }).from(subscriptionTokens)).map((r) => r.hash).sort();
    expect(left).toEqual(['unused', 'used-29-days-ago']);
  });
});
