import { describe, expect, it } from 'vitest';
import { allOnPage, emptySelection, togglePage, toggleRow } from './use-selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (s: { ids: ReadonlySet<string> }) => [...s.ids].sort();

describe('lead selection', () => {
  it('a plain click toggles one row and becomes the anchor', () => {
    const one = toggleRow(emptySelection, order, 'b', false);
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(toggleRow(one, order, 'b', false))).toEqual([]);
  });

  it('a shift-click selects the range from the anchor, either way, and can re-extend from the same anchor', () => {
    const down = toggleRow(toggleRow(emptySelection, order, 'b', false), order, 'd', true);
    expect(ids(down)).toEqual(['b', 'c', 'd']);
    expect(down.anchor).toBe('b');
    const up = toggleRow(toggleRow(emptySelection, order, 'd', false), order, 'a', true);
    expect(ids(up)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a shift-click on a selected row clears the range', () => {
    const all = togglePage(emptySelection, order);
    const anchored = toggleRow(all, order, 'b', false); // b off, anchor b
    expect(ids(toggleRow(anchored, order, 'd', true))).toEqual(['a', 'e']);
  });

  it('shift without an anchor on the page is a plain click', () => {
    expect(ids(toggleRow({ ids: new Set(), anchor: 'gone', matching: false }, order, 'c', true))).toEqual(['c']);
  });

  it('the header box selects the page, then clears it; "all matching" ends with any row click', () => {
    const page = togglePage(emptySelection, order);
    expect(allOnPage(page, order)).toBe(true);
    expect(ids(togglePage(page, order))).toEqual([]);
    const matching = { ...page, matching: true };
    expect(toggleRow(matching, order, 'a', false).matching).toBe(false);
  });
});
