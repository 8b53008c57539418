import { ISLAND_ATTR } from './island';
import type { IslandLoader } from './registry';
import { schedule } from './schedule';

/**
 * Finds every island root under `root` and, when its loader's schedule says so, fetches the
 * island's code and hydrates it.
 */
export function startIslands(root: ParentNode, loaders: Readonly<Record<string, IslandLoader>>): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const name = el.getAttribute(ISLAND_ATTR) ?? '';
    const loader = loaders[name];
    if (!loader) {
      console.error(`Unknown island "${name}": it stays as server HTML`);
      continue;
    }
    schedule(el, loader.when, () => {
      // React DOM comes with the first island; it is a shared chunk, fetched once.
      Promise.all([loader.load(), import('./hydrate')])
        .then(([island, { hydrateIsland }]) => hydrateIsland(el, island))
        .catch((error: unknown) => console.error(`Island "${name}" could not load:`, error));
    });
  }
}
