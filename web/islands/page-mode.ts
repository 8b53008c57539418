/** Route `handle` of the pages that ship islands instead of the router runtime. */
export interface IslandsHandle {
  islands: true;
}

export const islandsPage: IslandsHandle = { islands: true };

/** Whether the matched routes make this an islands page (any match carrying the handle). */
export function isIslandsPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as Partial<IslandsHandle> | undefined)?.islands === true);
}
