import cronParser from 'cron-parser';
import { z } from 'zod';

/** An IANA zone name; Node's Intl knows the same list the job engine's cron parser uses. */
export const timeZoneSchema = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/London or UTC')
  .default('UTC');

/** Five cron fields (minute precision: the job engine checks schedules once a minute at most), or off. */
export const digestCronSchema = z
  .string()
  .transform((v) => v.trim())
  .refine((v) => {
    if (v === 'off') return true;
    if (v.split(/\s+/).length !== 5) return false;
    try {
      cronParser.parseExpression(v);
      return true;
    } catch {
      return false;
    }
  }, 'must be a cron expression of five fields (minute hour day month weekday), such as 0 8 * * 1-5, or off')
  .default('0 8 * * 1-5');

const currencies = new Set(Intl.supportedValuesOf('currency'));

export const currencySchema = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => currencies.has(v), 'must be an ISO 4217 currency code such as USD, EUR or GBP')
  .default('USD');
