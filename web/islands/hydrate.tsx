import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from './island';

export interface RegisteredIsland {
  islandName: string;
  Component: (props: never) => ReactNode;
}

/** Hydrates one island's root element with its component and the props the server wrote beside it. */
export function hydrateIsland(el: HTMLElement, island: RegisteredIsland): void {
  const name = island.islandName;
  const Component = island.Component as (props: object) => ReactNode;
  const props = JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as object;
  // A mismatch between the server HTML and the island's first render is a bug: say so loudly.
  hydrateRoot(el, <Component {...props} />, { onRecoverableError: (error) => console.error(`Island "${name}":`, error) });
}

/** Hydrates every island under `root`; answers how many were hydrated. */
export function hydrateIslands(root: ParentNode, islands: readonly RegisteredIsland[]): number {
  const byName = new Map(islands.map((i) => [i.islandName, i]));
  let count = 0;
  for (const el of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const name = el.getAttribute(ISLAND_ATTR) ?? '';
    const island = byName.get(name);
    if (!island) {
      console.error(`Unknown island "${name}": it stays as server HTML`);
      continue;
    }
    hydrateIsland(el, island);
    count++;
  }
  return count;
}
