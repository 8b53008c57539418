import { z } from 'zod';

/**
 * "What this site keeps and for how long" (decision 078): one row per thing kept about a visitor,
 * written from the server's configuration, so the privacy page cannot say other than what the site
 * does. The server builds them (server/web/privacy-facts.ts); web/features/legal/privacy-facts.tsx
 * shows them.
 */
export const privacyFactSchema = z.object({
  /** Anchor on the privacy page (`#attribution` is linked from the consent banner). */
  id: z.string(),
  what: z.string(),
  where: z.string(),
  howLong: z.string(),
});
export type PrivacyFact = z.infer<typeof privacyFactSchema>;

export const privacyFactsSchema = z.array(privacyFactSchema);

/** The settings the facts are written from. */
export interface PrivacySettings {
  /** ATTRIBUTION_CONSENT: a banner asks before first touch is kept 90 days. */
  attributionConsent: boolean;
  attributionDays: number;
  consentDays: number;
  /** ANALYTICS / ANALYTICS_BEACON (decisions 066, 067). */
  analytics: boolean;
  analyticsBeacon: boolean;
  /** LEAD_RETENTION_DAYS; null keeps enquiries until staff delete them. */
  leadRetentionDays: number | null;
  /** SESSION_TTL_HOURS and the device cookie's lifetime (staff sign-in only). */
  sessionHours: number;
  deviceDays: number;
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
const hours = (n: number) => (n % 24 === 0 ? days(n / 24) : `${n} hours`);

export function privacyFacts(s: PrivacySettings): PrivacyFact[] {
  const facts: PrivacyFact[] = [
    {
      id: 'attribution',
      what: 'How you found the site: the first page you opened, the site that linked to it and its campaign tags (utm_*). Sent to us only with a contact form you send.',
      where: s.attributionConsent
        ? "Your browser's session storage; its local storage if you choose Allow in the banner"
        : "Your browser's session storage",
      howLong: s.attributionConsent
        ? `Until you close the tab; ${days(s.attributionDays)} if you allow it (change your choice with "Privacy choices" at the foot of every page)`
        : 'Until you close the tab',
    },
  ];
  if (s.attributionConsent) {
    facts.push({
      id: 'attribution-choice',
      what: 'Your answer to the banner (Allow or No thanks)',
      where: "Your browser's local storage",
      howLong: `${days(s.consentDays)}, then we ask again`,
    });
  }
  facts.push({
    id: 'theme',
    what: 'Your light or dark theme choice, if you pick one',
    where: "Your browser's local storage",
    howLong: 'Until you change it back to the system setting',
  });
  if (s.analytics) {
    facts.push({
      id: 'analytics',
      what: `Page views${s.analyticsBeacon ? ', reported by the page itself' : ''}: the page, the referring site's name, campaign tags, device type and a visitor number made from your address and browser with a salt that changes every day. No cookie, no address, nothing in your browser.`,
      where: 'Our server',
      howLong: "The day's visitor numbers and salt are deleted after the day; only daily totals per page and source are kept",
    });
  }
  facts.push(
    {
      id: 'enquiries',
      what: 'What you send in the contact form, with how you found the site',
      where: 'Our server',
      howLong:
        s.leadRetentionDays === null ? 'Until we delete it, or you ask us to' : `${days(s.leadRetentionDays)}, or less if you ask us to delete it`,
    },
    {
      id: 'staff-cookies',
      what: "Staff sign-in only: a session cookie and a cookie that recognises the staff member's browser. Visitors get no cookie.",
      where: "The staff member's browser",
      howLong: `Session: ${hours(s.sessionHours)} at most; browser: ${days(s.deviceDays)}`,
    },
  );
  return facts;
}
