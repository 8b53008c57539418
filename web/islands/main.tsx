// The only script of the public pages (built by vite.islands.config.ts). Statically bundled, so
// every island is hydrated while the document loads, before its load event.
import { hydrateIslands } from './hydrate';
import { islands } from './registry';
import { recordFirstTouch } from '../components/leads/first-touch';

recordFirstTouch();
hydrateIslands(document, islands);
