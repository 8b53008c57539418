import { responsePromise } from '@contract/lead-promise';
import type { DkimSettings } from './dkim';

/** How the site sends mail (parsed from SMTP_URL, MAIL_FROM, NOTIFY_EMAIL, AUTO_REPLY, SITE_URL). */
export interface MailSettings {
  /** smtp:// or smtps:// with optional user:password; unset = keep every message in the outbox. */
  smtpUrl?: string;
  from: string;
  /** Who hears of each new lead; unset = every admin. */
  notify?: string[];
  /** Thank the visitor too. */
  autoReply: boolean;
  /** LEAD_RESPONSE_MINUTES: the reply time the acknowledgment promises; default DEFAULT_RESPONSE_MINUTES (a day). */
  responseMinutes?: number;
  /** Links in messages are absolute, on this origin. */
  siteUrl: string;
  /** Newsletter messages per minute (NEWSLETTER_PER_MINUTE); default DEFAULT_NEWSLETTER_PER_MINUTE. */
  newsletterPerMinute?: number;
  /** INBOUND_ADDRESS (decision 129): Reply-To of staff replies and acknowledgments, plus-addressed per lead; unset = no routing address. */
  inboundAddress?: string;
  /** DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY; unset = messages go out unsigned. */
  dkim?: DkimSettings;
}

export const DEFAULT_NEWSLETTER_PER_MINUTE = 600;

/** LEAD_RESPONSE_MINUTES when unset: a day. */
export const DEFAULT_RESPONSE_MINUTES = 1440;

/** The reply time promised to a visitor, in words ("within 24 hours"), in the POST answer and the acknowledgment alike. */
export const promisedReply = (settings: Pick<MailSettings, 'responseMinutes'>) =>
  responsePromise(settings.responseMinutes ?? DEFAULT_RESPONSE_MINUTES);

export const DEFAULT_MAIL_FROM = 'DataLoom Solutions <no-reply@localhost>';

export function outboxOnly(siteUrl: string): MailSettings {
  return { from: DEFAULT_MAIL_FROM, autoReply: false, siteUrl };
}

/** The sender's bare address, out of MAIL_FROM's `Name <address>` form. */
export function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
