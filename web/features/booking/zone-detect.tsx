import { useEffect } from 'react';
import { island } from '~/islands/island';

/**
 * Shows the visitor's own times: a page rendered in the fallback zone (no `tz` in its address, which
 * a server cannot know) reloads once in the browser's zone. A zone the visitor chose is left alone.
 */
export function ZoneDetect({ shown }: { shown: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.has('tz')) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === shown) return;
    url.searchParams.set('tz', zone);
    window.location.replace(url.toString());
  }, [shown]);
  return null;
}

export const ZoneDetectIsland = island('zone-detect', ZoneDetect);
