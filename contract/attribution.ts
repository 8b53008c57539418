/**
 * How long the browser keeps a visit's first touch once the visitor allowed it, and how long their
 * answer to the banner holds before it asks again (decision 078). No zod here: the islands entry
 * (web/features/contact-form/first-touch.ts) reads these on every public page.
 */
export const ATTRIBUTION_DAYS = 90;
export const CONSENT_DAYS = 180;
