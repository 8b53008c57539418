import { describe, expect, it } from 'vitest';
import { normalizeTags } from './tags';

describe('normalizeTags', () => {
  it.each([
    ['a, b', ['a', 'b']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [['a, b'], ['a', 'b']],
    [' a ,, b , ', ['a', 'b']],
    ['Data, data, DATA, Bots', ['Data', 'Bots']],
    [['x  y', 'x y'], ['x y']],
    ['', []],
    [[], []],
    [null, []],
    [undefined, []],
    [[' ', ','], []],
  ] as const)('%j → %j', (input, expected) => {
    expect(normalizeTags(input)).toEqual(expected);
  });

  it('caps each tag at 50 characters and the list at 20 tags', () => {
    expect(normalizeTags('x'.repeat(80))).toEqual(['x'.repeat(50)]);
    const many = Array.from({ length: 30 }, (_, i) => `t${i}`);
    expect(normalizeTags(many)).toEqual(many.slice(0, 20));
  });

  it('is idempotent', () => {
    const once = normalizeTags(['b, a', ' A ', 'c,,b']);
    expect(normalizeTags(once)).toEqual(once);
    expect(normalizeTags(once.join(', '))).toEqual(once);
  });
});
