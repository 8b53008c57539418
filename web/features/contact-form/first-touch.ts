import { ATTRIBUTION_DAYS, CONSENT_DAYS } from '@contract/attribution';

/** Where the visit's first touch is kept: this browser only, never sent anywhere but with a lead. */
export const FIRST_TOUCH_KEY = 'lead-first-touch';
/** The visitor's answer to the attribution banner (decision 078), in localStorage. */
export const CONSENT_KEY = 'attribution-consent';
const DAY_MS = 86_400_000;
const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const;

export interface FirstTouch {
  landingPage: string;
  referrer: string;
  utm: Partial<Record<(typeof UTM)[number], string>>;
  at: number;
}

export type AttributionChoice = 'granted' | 'denied';

export type Storages = Pick<Window, 'localStorage' | 'sessionStorage'>;

function parse<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** The visitor's standing answer, or null when they have not answered (or answered too long ago). */
export function readAttributionChoice(storage: Storage, now = Date.now()): AttributionChoice | null {
  const saved = parse<{ choice: AttributionChoice; at: number }>(storage, CONSENT_KEY);
  if (!saved || (saved.choice !== 'granted' && saved.choice !== 'denied')) return null;
  return now - saved.at < CONSENT_DAYS * DAY_MS ? saved.choice : null;
}

/** The first touch of this visit: kept for 90 days if allowed (localStorage), else for this tab (sessionStorage). */
export function readFirstTouch(win: Storages, now = Date.now()): FirstTouch | null {
  try {
    const kept = parse<FirstTouch>(win.localStorage, FIRST_TOUCH_KEY);
    if (kept && now - kept.at < ATTRIBUTION_DAYS * DAY_MS) return kept;
    return parse<FirstTouch>(win.sessionStorage, FIRST_TOUCH_KEY);
  } catch {
    return null;
  }
}

/**
 * Runs on every public page: the first page of a visit from outside (and its UTM parameters) is
 * remembered for the visit only (sessionStorage), or for 90 days in localStorage once the visitor
 * allowed it in the banner (ATTRIBUTION_CONSENT=true). No cookie. A record kept in localStorage
 * without a "yes" (older versions kept every first touch there) is deleted.
 */
export function recordFirstTouch(win: Window = window): void {
  try {
    const granted = readAttributionChoice(win.localStorage) === 'granted';
    if (!granted) win.localStorage.removeItem(FIRST_TOUCH_KEY);
    if (readFirstTouch(win)) return;
    const url = new URL(win.location.href);
    const utm: FirstTouch['utm'] = {};
    for (const key of UTM) {
      const v = url.searchParams.get(`utm_${key}`);
      if (v) utm[key] = v.slice(0, 200);
    }
    const ref = win.document.referrer;
    const external = ref && new URL(ref).origin !== url.origin ? ref : '';
    const touch: FirstTouch = { landingPage: url.href.slice(0, 2000), referrer: external.slice(0, 2000), utm, at: Date.now() };
    (granted ? win.localStorage : win.sessionStorage).setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
  } catch {
    // Storage off or full: the lead simply carries no source.
  }
}
