import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { createJobs } from '../../server/jobs/index';
import { createTestDatabase } from '../helpers/db';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('stopping the jobs: the pool closes only after the handlers returned', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  await database.db.execute(sql`create table stop_test_ends (job text primary key)`);

  it('a handler running past the grace period is waited for: its own write and its end reach the database before stop() returns', async () => {
    const events: string[] = [];
    const jobs = createJobs(
      database.db,
      [
        {
          name: 'slow-stop',
          async handle(_data, job) {
            events.push('started');
            await sleep(2500);
            // Through the app's pool, as every handler writes: refused once the caller closed it.
            await database.db.execute(sql`insert into stop_test_ends (job) values (${job.id})`);
            events.push('ended');
          },
        },
      ],
      { stopGraceMs: 1000, lateEndMs: 10_000 },
    );
    await jobs.start();
    const id = randomUUID();
    await jobs.queue('slow-stop', {}, { tx: database.db, id });
    jobs.nudge('slow-stop');
    for (let i = 0; i < 100 && !events.includes('started'); i++) await sleep(50);
    expect(events).toEqual(['started']);

    const stopping = Date.now();
    await jobs.stop();
    events.push('stopped');
    // Past the 1 s grace (pg-boss failed the job back to its queue), and not before the handler returned.
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(2000);
    expect(events).toEqual(['started', 'ended', 'stopped']);
    expect(rowsOf(await database.db.execute(sql`select job from stop_test_ends`))).toEqual([{ job: id }]);
    // Failed back at the grace, so it runs again on the next start rather than being lost as "active".
    const [job] = rowsOf<{ state: string }>(await database.db.execute(sql`select state from pgboss.job where id = ${id}`));
    expect(job?.state).toBe('retry');
  });

  it('a handler that never returns holds stop() for the grace and the late-end wait only', async () => {
    const jobs = createJobs(database.db, [{ name: 'stuck-stop', handle: () => new Promise<void>(() => undefined) }], {
      stopGraceMs: 1000,
      lateEndMs: 500,
    });
    await jobs.start();
    await jobs.queue('stuck-stop', {}, { tx: database.db });
    jobs.nudge('stuck-stop');
    for (let i = 0; i < 100; i++) {
      const [active] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'stuck-stop' and state = 'active'`),
      );
      if (active?.n) break;
      await sleep(50);
    }
    const stopping = Date.now();
    await jobs.stop();
    expect(Date.now() - stopping).toBeLessThan(4000);
  });
});
