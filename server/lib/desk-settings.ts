import { serverTimeZone } from './calendar-day';

export interface DeskSettings {
  /** ISO 4217 code lead values are in (whole units). */
  currency: string;
  /** IANA zone of "today" and staff dates. */
  timeZone: string;
  /** The reply time promised to visitors; a new lead unanswered this long is escalated. */
  responseMinutes: number;
}

/** CURRENCY, TZ and LEAD_RESPONSE_MINUTES with their defaults (USD, UTC, 1440); a malformed value falls back to the default. */
export function deskSettings(env: NodeJS.ProcessEnv = process.env): DeskSettings {
  const currency = env.CURRENCY?.trim().toUpperCase() ?? '';
  const minutes = Number(env.LEAD_RESPONSE_MINUTES);
  return {
    currency: /^[A-Z]{3}$/.test(currency) ? currency : 'USD',
    timeZone: serverTimeZone(env),
    responseMinutes: Number.isInteger(minutes) && minutes > 0 ? minutes : 1440,
  };
}
