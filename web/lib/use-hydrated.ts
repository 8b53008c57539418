import { useEffect, useState } from 'react';

/**
 * True once this component's island runs in the browser (islands hydrate late, when idle or
 * visible). Components mark themselves `data-hydrated` with it, so browser tests of the script's
 * path can wait for the script instead of racing the no-JavaScript behaviour.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
