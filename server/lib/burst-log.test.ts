import { describe, expect, it } from 'vitest';
import { createBurstLog } from './burst-log';

describe('createBurstLog', () => {
  it('logs the first error of a burst only, and counts the burst when the next one starts', () => {
    let clock = 0;
    const lines: [string, number][] = [];
    const burst = createBurstLog(
      (err, previous) => lines.push([(err as Error).message, previous]),
      1000,
      () => clock,
    );
    burst.report(new Error('a'));
    for (let i = 0; i < 5; i++) {
      clock += 500;
      burst.report(new Error('more'));
    }
    expect(lines).toEqual([['a', 0]]);
    clock += 1001;
    burst.report(new Error('b'));
    expect(lines).toEqual([
      ['a', 0],
      ['b', 6],
    ]);
  });
});
