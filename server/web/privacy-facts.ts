import { ATTRIBUTION_DAYS, CONSENT_DAYS } from '@contract/attribution';
import { privacyFacts, type PrivacyFact } from '@contract/privacy-facts';
import type { Config } from '../config/env';
import { DEVICE_TTL_DAYS } from '../routes/auth/sign-in';

/** The privacy page's "what this site keeps" rows, from this process's settings (decision 078). */
export function privacyFactsFor(
  config: Pick<Config, 'ATTRIBUTION_CONSENT' | 'ANALYTICS' | 'ANALYTICS_BEACON' | 'LEAD_RETENTION_DAYS' | 'SESSION_TTL_HOURS'>,
): PrivacyFact[] {
  return privacyFacts({
    attributionConsent: config.ATTRIBUTION_CONSENT,
    attributionDays: ATTRIBUTION_DAYS,
    consentDays: CONSENT_DAYS,
    analytics: config.ANALYTICS,
    analyticsBeacon: config.ANALYTICS_BEACON,
    leadRetentionDays: config.LEAD_RETENTION_DAYS ?? null,
    sessionHours: config.SESSION_TTL_HOURS,
    deviceDays: DEVICE_TTL_DAYS,
  });
}
