import type { AppConfig } from '../config/app-config';

/** What the lead desk's screens and mails take from the environment (validated once, in server/config/env.ts). */
export interface DeskSettings {
  /** ISO 4217 code lead values are in (whole units). */
  currency: string;
  /** IANA zone of "today" and staff dates. */
  timeZone: string;
  /** The reply time promised to visitors; a new lead unanswered this long is escalated. */
  responseMinutes: number;
}

export const deskSettingsOf = (config: Pick<AppConfig, 'CURRENCY' | 'TZ' | 'LEAD_RESPONSE_MINUTES'>): DeskSettings => ({
  currency: config.CURRENCY,
  timeZone: config.TZ,
  responseMinutes: config.LEAD_RESPONSE_MINUTES,
});
