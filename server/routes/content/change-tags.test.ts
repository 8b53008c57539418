import { describe, expect, it } from 'vitest';
import { changeTags } from './change-tags';

describe('changeTags', () => {
  it('a collection nothing references names itself only', () => {
    expect(changeTags('testimonials')).toEqual(['c:testimonials']);
    expect(changeTags('pages')).toEqual(['c:pages']);
  });

  it('a collection others can reference also names theirs (their answers show its name and slug)', () => {
    expect(new Set(changeTags('services'))).toEqual(new Set(['c:services', 'c:home', 'c:industries', 'c:case-studies']));
    expect(new Set(changeTags('industries'))).toEqual(new Set(['c:industries', 'c:services', 'c:case-studies']));
  });

  it('the company feeds every page: its change names nothing, which drops everything', () => {
    expect(changeTags('company')).toBeUndefined();
  });
});
