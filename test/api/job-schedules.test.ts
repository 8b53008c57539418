import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { createJobs, type QueueDefinition } from '../../server/jobs/index';
import { createTestDatabase } from '../helpers/db';

describe('job schedules: a cron in a time zone, or off', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const stored = async () =>
    rowsOf<{ name: string; cron: string; timezone: string }>(
      await database.db.execute(sql`select name, cron, timezone from pgboss.schedule where name = 'digest-like'`),
    );
  const queue = (schedule: QueueDefinition<object>['schedule']): QueueDefinition<object> => ({
    name: 'digest-like',
    schedule,
    async handle() {},
  });

  it("stores the schedule with its zone, and a later start with 'off' removes it", async () => {
    const first = createJobs(database.db, [queue({ cron: '0 8 * * 1-5', tz: 'Europe/London' })], { cronCheckSeconds: 1 });
    await first.start();
    expect(await stored()).toEqual([{ name: 'digest-like', cron: '0 8 * * 1-5', timezone: 'Europe/London' }]);
    await first.stop();
    const second = createJobs(database.db, [queue('off')], { cronCheckSeconds: 1 });
    await second.start();
    expect(await stored()).toEqual([]);
    await second.stop();
  });
});
