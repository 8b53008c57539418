import { describe, expect, it } from 'vitest';
import { createWakeTimes, queuesInserted } from './wake-ups';

describe('createWakeTimes', () => {
  it('wakes each queue when its start time comes, earliest first, once per time', async () => {
    const woken: string[] = [];
    const times = createWakeTimes((queue) => woken.push(queue));
    const now = Date.now();
    times.at('later', now + 120);
    times.at('sooner', now + 20);
    times.at('sooner', now + 20);
    times.at('past', now - 1000);
    await expect.poll(() => woken, { timeout: 2000, interval: 5 }).toEqual(['past', 'sooner', 'later']);
    times.stop();
  });
  it('wakes nothing once stopped', async () => {
    const woken: string[] = [];
    const times = createWakeTimes((queue) => woken.push(queue));
    times.at('q', Date.now());
    times.stop();
    times.at('q', Date.now() + 1);
    await new Promise((r) => setTimeout(r, 400));
    expect(woken).toEqual([]);
  });
});

describe('queuesInserted', () => {
  it('reads the queues of pg-boss’s inserts, one job or many, and nothing else', () => {
    expect(queuesInserted('WITH defaults as (…) INSERT INTO pgboss.job (id, name', [JSON.stringify([{ name: 'a' }, { name: 'b' }]), 60])).toEqual([
      'a',
      'b',
    ]);
    expect(queuesInserted('INSERT INTO pgboss.job (id, name, data)', ['0b9c…', 'lead-digest', {}])).toEqual(['lead-digest']);
    expect(queuesInserted('INSERT INTO pgboss.job (id, name, data)', [null, 'lead-digest', {}])).toEqual(['lead-digest']);
    expect(queuesInserted('UPDATE pgboss.job SET state', ['x', 'y'])).toEqual([]);
    expect(queuesInserted('INSERT INTO pgboss.job', ['[not json'])).toEqual([]);
  });
});
