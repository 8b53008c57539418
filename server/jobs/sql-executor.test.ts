import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { jobEndsReported, type SqlExecutor } from './sql-executor';

// pg-boss's own statements, so that a new pg-boss whose text no longer matches fails here.
const plans = createRequire(import.meta.url)('pg-boss/src/plans') as Record<string, (schema: string) => string>;
const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
const refusing: SqlExecutor = { executeSql: () => Promise.reject(lost) };

describe('jobEndsReported', () => {
  it("reports a refused record of a job's end (completed or failed by id) and answers that no job changed", async () => {
    const reported: unknown[] = [];
    const exec = jobEndsReported(refusing, (err) => reported.push(err));
    for (const text of [plans.completeJobs!('pgboss'), plans.failJobsById!('pgboss')]) {
      await expect(exec.executeSql(text, ['queue', ['id'], null])).resolves.toEqual({ rows: [{ count: '0' }], rowCount: 0 });
    }
    expect(reported).toEqual([lost, lost]);
  });

  it('leaves every other statement, awaited by its caller, to reject as it did', async () => {
    const reported: unknown[] = [];
    const exec = jobEndsReported(refusing, (err) => reported.push(err));
    for (const text of [plans.failJobsByTimeout!('pgboss'), plans.cancelJobs!('pgboss'), plans.insertJob!('pgboss'), 'SELECT 1']) {
      await expect(exec.executeSql(text, [])).rejects.toBe(lost);
    }
    expect(reported).toEqual([]);
  });

  it('passes answers through untouched', async () => {
    const answer = { rows: [{ count: '1' }], rowCount: 1 };
    const exec = jobEndsReported({ executeSql: () => Promise.resolve(answer) }, () => undefined);
    await expect(exec.executeSql(plans.completeJobs!('pgboss'), [])).resolves.toBe(answer);
  });
});
