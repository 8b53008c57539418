import type { AppConfig } from '../config/app-config';
import type { MailSettings } from '../mail/settings';

/** What the lead desk's screens and mails take from the environment (validated once, in server/config/env.ts). */
export interface DeskSettings {
  /** ISO 4217 code lead values are in (whole units). */
  currency: string;
  /** IANA zone of "today" and staff dates. */
  timeZone: string;
  /** The reply time promised to visitors; a new lead unanswered this long is escalated. */
  responseMinutes: number;
  /** INBOUND_ADDRESS is set: a reply sent from a lead carries its routing Reply-To, and the answer comes back to the lead (decision 129). */
  repliesToDesk: boolean;
}

export const deskSettingsOf = (
  config: Pick<AppConfig, 'CURRENCY' | 'TZ' | 'LEAD_RESPONSE_MINUTES'>,
  mail: Pick<MailSettings, 'inboundAddress'>,
): DeskSettings => ({
  currency: config.CURRENCY,
  timeZone: config.TZ,
  responseMinutes: config.LEAD_RESPONSE_MINUTES,
  repliesToDesk: Boolean(mail.inboundAddress),
});
