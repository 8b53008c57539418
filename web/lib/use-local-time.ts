import { useMemo, useSyncExternalStore } from 'react';
import { dateFor, dateTimeFor, type ViewerTime } from './format';

/**
 * How the server writes times, and the browser while it hydrates: one zone and locale for every
 * reader, so the hydrating render matches the server's HTML (a reader in Tokyo with a German
 * browser got React's text-mismatch error, #418, on every staff screen with a time).
 */
export const SERVER_VIEWER: ViewerTime = { timeZone: 'UTC', locale: 'en-GB' };

let browserViewer: ViewerTime | undefined;
const readBrowser = () =>
  (browserViewer ??= { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, locale: navigator.language || SERVER_VIEWER.locale });
const readServer = () => SERVER_VIEWER;
// The zone and locale do not change while the page is open.
const subscribe = () => () => undefined;

/**
 * The reader's own date and date-and-time formats. A screen rendered on the server shows UTC (en-GB)
 * until it hydrates, then re-renders in the browser's zone and language; one rendered in the
 * browser shows those at once.
 */
export function useLocalTime(): { date: (iso: string) => string; dateTime: (iso: string) => string; viewer: ViewerTime } {
  const viewer = useSyncExternalStore(subscribe, readBrowser, readServer);
  return useMemo(() => ({ date: (iso: string) => dateFor(iso, viewer), dateTime: (iso: string) => dateTimeFor(iso, viewer), viewer }), [viewer]);
}
