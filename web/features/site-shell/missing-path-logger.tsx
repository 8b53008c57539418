import { useEffect } from 'react';
import { island } from '~/islands/island';

/** SPEC.md: the not-found page logs the missing path to the browser console. Renders nothing. */
export function MissingPathLogger({ path }: { path: string }) {
  useEffect(() => {
    console.warn(`404 page not found: ${path}`);
  }, [path]);
  return null;
}

export const MissingPathLoggerIsland = island('missing-path-logger', MissingPathLogger);
