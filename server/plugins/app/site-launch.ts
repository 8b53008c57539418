import type { FastifyInstance } from 'fastify';
import type { ContentChanges } from '../../db/change-notifier';
import type { SettingsRepository } from '../../repositories/settings';

/** The tag of the public launch answer (decision 075): robots.txt and the sitemap read it, a launch or its withdrawal names it. */
export const SITE_LAUNCH_TAG = 'c:site-launch';

export interface SiteLaunchState {
  /** As this process last read it: false until read (a page's noindex is the safe side). */
  launched(): boolean;
  /** After a launch or its withdrawal: this process's state read again, then every page cache and every other process told. */
  changed(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the site is live (decision 115): pages answer `X-Robots-Tag: noindex` until it is. */
    siteLaunch: SiteLaunchState;
  }
}

/** With the API on its own host, how long the API's answer stands before it is asked again (a kept page's lifetime). */
const API_ORIGIN_REREAD_MS = 60_000;

/** The API host's answer (API_ORIGIN): the pages' host reads what the pages read, not a database of its own. */
async function launchedAt(apiOrigin: string): Promise<boolean> {
  const res = await fetch(`${apiOrigin}/api/site/launch`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`GET /api/site/launch answered ${res.status}`);
  return ((await res.json()) as { launched?: unknown }).launched === true;
}

/**
 * The launched state kept in memory for the page path (every page's X-Robots-Tag, the page cache's
 * early hits included), read at start and again on every change that may have touched it (here or,
 * on PostgreSQL, in another process). With `apiOrigin` (API_ORIGIN) it is the API host's, read again
 * a minute after the last read, as pages then see changes no sooner either.
 */
export function registerSiteLaunch(
  app: FastifyInstance,
  { settings, contentChanges, apiOrigin }: { settings: SettingsRepository; contentChanges: ContentChanges; apiOrigin?: string },
) {
  let launched = false;
  let readAt = 0;
  const reload = async () => {
    launched = apiOrigin ? await launchedAt(apiOrigin) : (await settings.siteLaunch()) !== null;
    readAt = Date.now();
  };
  const state: SiteLaunchState = {
    launched: () => {
      if (apiOrigin && Date.now() - readAt > API_ORIGIN_REREAD_MS) {
        readAt = Date.now();
        void reload().catch((err: unknown) => app.log.warn({ err }, 'site launch: the API host’s state not read'));
      }
      return launched;
    },
    changed: async () => {
      await reload();
      contentChanges.changed([SITE_LAUNCH_TAG]);
    },
  };
  app.decorate('siteLaunch', state);
  contentChanges.subscribe((tags) => {
    if (tags && !tags.includes(SITE_LAUNCH_TAG)) return;
    void reload().catch((err: unknown) => app.log.error({ err }, 'site launch: state not read'));
  });
  // The database may still be away at start (decision 025): the start sequence retries until it is read.
  // The API's own host may start after the pages' one: read on first use then.
  if (!apiOrigin) app.startSteps.add('site launch', reload);
  return state;
}
