import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from './island';

interface RegisteredIsland {
  islandName: string;
  Component: (props: never) => ReactNode;
}

/** Hydrates every island under `root`; answers how many were hydrated. */
export function hydrateIslands(root: ParentNode, islands: readonly RegisteredIsland[]): number {
  const byName = new Map(islands.map((i) => [i.islandName, i.Component as (props: object) => ReactNode]));
  let count = 0;
  for (const el of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const name = el.getAttribute(ISLAND_ATTR) ?? '';
    const Component = byName.get(name);
    if (!Component) {
      console.error(`Unknown island "${name}": it stays as server HTML`);
      continue;
    }
    const props = JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as object;
    // A mismatch between the server HTML and the island's first render is a bug: say so loudly.
    hydrateRoot(el, <Component {...props} />, { onRecoverableError: (error) => console.error(`Island "${name}":`, error) });
    count++;
  }
  return count;
}
