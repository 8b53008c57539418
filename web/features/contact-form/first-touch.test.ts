import { describe, expect, it } from 'vitest';
import { CONSENT_DAYS } from '@contract/attribution';
import { setAttributionChoice } from '~/features/consent/attribution-choice';
import { CONSENT_KEY, FIRST_TOUCH_KEY, readAttributionChoice, readFirstTouch, recordFirstTouch } from './first-touch';

const DAY = 86_400_000;

function visit(search: string) {
  window.history.replaceState(null, '', `/services/daily-data${search}`);
  recordFirstTouch(window);
}

describe('first touch', () => {
  it('is kept for the visit only by default: sessionStorage, nothing in localStorage', () => {
    visit('?utm_source=newsletter&utm_campaign=launch');
    expect(window.localStorage.length).toBe(0);
    const touch = JSON.parse(window.sessionStorage.getItem(FIRST_TOUCH_KEY)!);
    expect(touch.utm).toEqual({ source: 'newsletter', campaign: 'launch' });
    // The next page of the visit keeps the first one.
    visit('?utm_source=other');
    expect(readFirstTouch(window)?.utm.source).toBe('newsletter');
  });

  it('deletes a record an older version kept in localStorage without a yes', () => {
    window.localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify({ landingPage: 'x', referrer: '', utm: { source: 'old' }, at: Date.now() }));
    visit('?utm_source=new');
    expect(window.localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
    expect(readFirstTouch(window)?.utm.source).toBe('new');
  });

  it('once allowed, moves the visit record to localStorage and keeps it 90 days from the touch', () => {
    visit('?utm_source=ads');
    setAttributionChoice(window, 'granted');
    expect(readAttributionChoice(window.localStorage)).toBe('granted');
    const kept = JSON.parse(window.localStorage.getItem(FIRST_TOUCH_KEY)!);
    expect(kept.utm.source).toBe('ads');
    // A later visit (a new tab: empty sessionStorage) still finds it, until day 90.
    window.sessionStorage.clear();
    visit('?utm_source=later');
    expect(readFirstTouch(window)?.utm.source).toBe('ads');
    expect(readFirstTouch(window, kept.at + 89 * DAY)?.utm.source).toBe('ads');
    expect(readFirstTouch(window, kept.at + 91 * DAY)).toBeNull();
  });

  it('after allowing, a new visit with no record writes straight to localStorage', () => {
    setAttributionChoice(window, 'granted');
    visit('?utm_source=direct-to-local');
    expect(window.sessionStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(FIRST_TOUCH_KEY)!).utm.source).toBe('direct-to-local');
  });

  it('"No thanks" deletes what localStorage kept and leaves the visit its own copy', () => {
    visit('?utm_source=ads');
    setAttributionChoice(window, 'granted');
    setAttributionChoice(window, 'denied');
    expect(window.localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
    expect(readAttributionChoice(window.localStorage)).toBe('denied');
    expect(readFirstTouch(window)?.utm.source).toBe('ads');
    window.sessionStorage.clear();
    visit('?utm_source=next');
    expect(window.localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
  });

  it('asks again once an answer is older than its lifetime, and ignores a malformed one', () => {
    const now = Date.now();
    setAttributionChoice(window, 'denied', now);
    expect(readAttributionChoice(window.localStorage, now + (CONSENT_DAYS - 1) * DAY)).toBe('denied');
    expect(readAttributionChoice(window.localStorage, now + (CONSENT_DAYS + 1) * DAY)).toBeNull();
    window.localStorage.setItem(CONSENT_KEY, '{"choice":"maybe","at":0}');
    expect(readAttributionChoice(window.localStorage)).toBeNull();
    window.localStorage.setItem(CONSENT_KEY, 'not json');
    expect(readAttributionChoice(window.localStorage)).toBeNull();
  });
});
