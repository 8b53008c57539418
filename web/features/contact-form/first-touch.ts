/** Where the visit's first touch is kept: this browser only, never sent anywhere but with a lead. */
export const FIRST_TOUCH_KEY = 'lead-first-touch';
const KEEP_MS = 90 * 86_400_000;
const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const;

export interface FirstTouch {
  landingPage: string;
  referrer: string;
  utm: Partial<Record<(typeof UTM)[number], string>>;
  at: number;
}

export function readFirstTouch(storage: Storage, now = Date.now()): FirstTouch | null {
  try {
    const saved = JSON.parse(storage.getItem(FIRST_TOUCH_KEY) ?? 'null') as FirstTouch | null;
    return saved && now - saved.at < KEEP_MS ? saved : null;
  } catch {
    return null;
  }
}

/**
 * Runs on every public page: the first page of a visit from outside (and its UTM parameters) is
 * remembered for 90 days, first-party in localStorage, and later visits keep it. No cookie.
 */
export function recordFirstTouch(win: Window = window): void {
  try {
    const storage = win.localStorage;
    if (readFirstTouch(storage)) return;
    const url = new URL(win.location.href);
    const utm: FirstTouch['utm'] = {};
    for (const key of UTM) {
      const v = url.searchParams.get(`utm_${key}`);
      if (v) utm[key] = v.slice(0, 200);
    }
    const ref = win.document.referrer;
    const external = ref && new URL(ref).origin !== url.origin ? ref : '';
    const touch: FirstTouch = { landingPage: url.href.slice(0, 2000), referrer: external.slice(0, 2000), utm, at: Date.now() };
    storage.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
  } catch {
    // Storage off or full: the lead simply carries no source.
  }
}
