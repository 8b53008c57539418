import { describe, expect, it } from 'vitest';
import { digestSlot } from './lead-digest';

describe('digestSlot', () => {
  it('reads the cron in TZ: 8 am in London is 07:00 UTC in summer and 08:00 in winter', () => {
    const london = { cron: '0 8 * * 1-5', timeZone: 'Europe/London' };
    // The job is made a few seconds after its run is due.
    expect(digestSlot(london, new Date('2026-07-01T07:00:04Z')).slot.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(digestSlot(london, new Date('2026-12-01T08:00:04Z')).slot.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('gives the same slot for every retry of one job, and the slot before it as the previous one', () => {
    const everyMinute = { cron: '* * * * *', timeZone: 'Asia/Qatar' };
    const made = new Date('2026-11-26T05:07:00.800Z');
    const { slot, previous } = digestSlot(everyMinute, made);
    expect([slot.toISOString(), previous.toISOString()]).toEqual(['2026-11-26T05:07:00.000Z', '2026-11-26T05:06:00.000Z']);
    expect(digestSlot(everyMinute, made).slot).toEqual(slot);
  });

  it('a weekday cron on a Monday: the previous slot is the Friday before', () => {
    const { slot, previous } = digestSlot({ cron: '0 8 * * 1-5', timeZone: 'UTC' }, new Date('2026-11-23T08:00:02Z'));
    expect([slot.toISOString(), previous.toISOString()]).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-20T08:00:00.000Z']);
  });
});
