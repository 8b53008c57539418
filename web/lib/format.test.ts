import { describe, expect, it } from 'vitest';
import { DASH, duration, money } from './format';

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
