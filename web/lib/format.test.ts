import { describe, expect, it } from 'vitest';
import { dateFor, dateTimeFor, DASH, duration, money } from './format';

describe('duration', () => {
  it.each([
    [null, DASH],
    [0, '0 s'],
    [45, '45 s'],
    [59.6, '1 min'],
    [90, '2 min'],
    [720, '12 min'],
    [3600, '1 h'],
    [12_000, '3 h 20 min'],
    [86_399, '1 d'],
    [2 * 86_400 + 4 * 3600 + 120, '2 d 4 h'],
  ])('%s seconds → %s', (seconds, shown) => {
    expect(duration(seconds)).toBe(shown);
  });
});

describe('money', () => {
  it('writes whole units with the currency, and a dash when unknown', () => {
    expect(money(25_000, 'USD')).toBe('$25,000');
    expect(money(1200.4, 'EUR')).toBe('€1,200');
    expect(money(null, 'USD')).toBe(DASH);
  });
});

describe('dateFor and dateTimeFor', () => {
  const at = '2026-11-30T23:30:05.000Z';
  it('write the time in the reader’s zone and language, whatever the runtime’s', () => {
    expect(dateTimeFor(at, { timeZone: 'UTC', locale: 'en-GB' })).toBe('30/11/2026, 23:30:05');
    // Tokyo is a day ahead at that moment; German writes the date with dots.
    expect(dateTimeFor(at, { timeZone: 'Asia/Tokyo', locale: 'de-DE' })).toBe('1.12.2026, 08:30:05');
    expect(dateFor(at, { timeZone: 'America/New_York', locale: 'en-US' })).toBe('11/30/2026');
  });

  it('write a dash for what is not a time', () => {
    expect(dateTimeFor('not a time', { timeZone: 'UTC', locale: 'en-GB' })).toBe('—');
    expect(dateFor('', { timeZone: 'UTC', locale: 'en-GB' })).toBe('—');
  });
});
