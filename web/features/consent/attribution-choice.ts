// Only the banner writes the visitor's answer, so this stays out of the script every public page loads.
import { CONSENT_KEY, FIRST_TOUCH_KEY, type AttributionChoice, type Storages } from '~/features/contact-form/first-touch';

/**
 * The visitor's answer: "Allow" moves this visit's first touch into localStorage (kept 90 days from
 * that touch); "No thanks" deletes any kept there, leaving the visit's own copy in sessionStorage.
 */
export function setAttributionChoice(win: Storages, choice: AttributionChoice, now = Date.now()): void {
  try {
    win.localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice, at: now }));
    if (choice === 'denied') {
      win.localStorage.removeItem(FIRST_TOUCH_KEY);
      return;
    }
    const visit = win.sessionStorage.getItem(FIRST_TOUCH_KEY);
    if (visit && !win.localStorage.getItem(FIRST_TOUCH_KEY)) win.localStorage.setItem(FIRST_TOUCH_KEY, visit);
  } catch {
    // Storage off: nothing is kept either way.
  }
}
