// The only script a public page names (built by vite.islands.config.ts). It is small: each island's
// code, and React DOM with the first of them, is a chunk fetched only when the page has that island
// and its schedule (web/islands/registry.ts) says so.
import { startIslands } from './lazy-hydrate';
import { islandLoaders } from './registry';
import { recordFirstTouch } from '~/features/contact-form/first-touch';
import { linkManifestAfterPaint } from '~/features/site-shell/manifest-link';

recordFirstTouch();
startIslands(document, islandLoaders);
linkManifestAfterPaint(document);
