import type { ReactNode } from 'react';

/** Marks the element that holds an island's server HTML; the browser entry looks for it. */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_PROPS_ATTR = 'data-island-props';

/** A component that is server-rendered with the page and hydrated on its own in the browser. */
export interface IslandComponent<P extends object> {
  (props: P): React.JSX.Element;
  islandName: string;
  Component: (props: P) => ReactNode;
}

/**
 * Turns a component into an island. Public pages ship no router runtime: the server renders the
 * whole page, and the browser hydrates only the islands (web/islands/hydrate.tsx), each as its
 * own React root. So an island must not read router context, and its ids must not come from
 * useId (which depends on the position in the whole page's tree); its props travel as JSON.
 */
export function island<P extends object>(name: string, Component: (props: P) => ReactNode): IslandComponent<P> {
  function Island(props: P) {
    return (
      <div {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: JSON.stringify(props) }} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, Component });
}
