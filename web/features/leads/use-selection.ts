import { useCallback, useState } from 'react';

/**
 * Which rows of a list page are chosen for a bulk action. `matching` means "every lead the URL's
 * filters match" (all pages), chosen only after the whole page was selected (plan §4.7).
 */
export interface Selection {
  ids: ReadonlySet<string>;
  /** The row the last plain or shift click was on: a shift-click selects from it. */
  anchor: string | null;
  matching: boolean;
}

export const emptySelection: Selection = { ids: new Set(), anchor: null, matching: false };

/**
 * A click on row `id`'s checkbox. With Shift, every row between the anchor and `id` (on this page,
 * `order`) takes the clicked row's new state, as in a mail client; the anchor stays, so another
 * shift-click re-extends from the same row.
 */
export function toggleRow(sel: Selection, order: readonly string[], id: string, shift: boolean): Selection {
  const ids = new Set(sel.ids);
  const on = !ids.has(id);
  const from = sel.anchor === null ? -1 : order.indexOf(sel.anchor);
  const to = order.indexOf(id);
  if (shift && from >= 0 && to >= 0) {
    for (const rowId of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
      if (on) ids.add(rowId);
      else ids.delete(rowId);
    }
    return { ids, anchor: sel.anchor, matching: false };
  }
  if (on) ids.add(id);
  else ids.delete(id);
  return { ids, anchor: id, matching: false };
}

/** The header checkbox: the whole page, or nothing when the whole page was selected. */
export function togglePage(sel: Selection, order: readonly string[]): Selection {
  return allOnPage(sel, order) ? emptySelection : { ids: new Set(order), anchor: null, matching: false };
}

export function allOnPage(sel: Selection, order: readonly string[]): boolean {
  return order.length > 0 && order.every((id) => sel.ids.has(id));
}

/** The selection as state, with its actions over one page's rows (`order`, top to bottom). */
export function useSelection(order: readonly string[]) {
  const [selection, setSelection] = useState<Selection>(emptySelection);
  return {
    selection,
    /** Only the ids still on the page count (after a reload some may have left it). */
    selectedIds: order.filter((id) => selection.ids.has(id)),
    /** Every row of this page is selected (the header checkbox is ticked). */
    pageSelected: allOnPage(selection, order),
    pageSize: order.length,
    toggle: useCallback((id: string, shift: boolean) => setSelection((s) => toggleRow(s, order, id, shift)), [order]),
    togglePage: useCallback(() => setSelection((s) => togglePage(s, order)), [order]),
    selectMatching: useCallback(() => setSelection((s) => ({ ...s, matching: true })), []),
    clear: useCallback(() => setSelection(emptySelection), []),
  };
}

export type SelectionState = ReturnType<typeof useSelection>;
