import { describe, expect, it } from 'vitest';
import { responsePromise } from './lead-promise';

describe('responsePromise', () => {
  it.each([
    [1440, 'within 24 hours'],
    [240, 'within 4 hours'],
    [60, 'within 1 hour'],
    [2880, 'within 2 days'],
    [2160, 'within 36 hours'],
    [90, 'within 90 minutes'],
    [1, 'within 1 minute'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(responsePromise(minutes)).toBe(text);
  });
});
