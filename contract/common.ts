import './zod-config';
import { z } from 'zod';

/** The one JSON shape of every error answer. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** A 403 that a fresh password, code or passkey check would lift (decision 058): ask, then retry. */
  reauth: z.literal(true).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** The error answers a route declares, each with the one error shape: `response: { 200: x, ...errorResponses(404, 409) }`. */
export const errorResponses = <const C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<C, typeof errorSchema>;

/** What any staff route can answer besides success: bad input, not signed in, wrong role, no such row. */
export const staffErrors = errorResponses(400, 401, 403, 404);

/** PostgreSQL text cannot hold U+0000: refuse it as a validation error rather than fail on the insert. */
export const noNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'Must not contain NUL characters';
/** A string PostgreSQL can store. */
export const storable = () => z.string().refine(noNul, NUL_MESSAGE);

export const idParamsSchema = z.object({ id: storable().min(1).max(200) });

/** Dates travel as ISO strings. */
export const isoDate = z.string();

export const messageSchema = z.object({ message: z.string() });

/** Bots fill every field they see; people never see this one. */
export const honeypotField = { website: z.string().max(2000).optional() };

/** A calendar day (YYYY-MM-DD) that PostgreSQL can store: ISO's year 0000 is not one. */
export const calendarDay = (field: string) =>
  z.iso.date({ message: `${field} must be a date (YYYY-MM-DD)` }).refine((d) => d >= '0001-01-01', `${field} must be a day from the year 1 on`);

/** Trimmed string with a length cap; required unless wrapped in optional(). */
export const text = (max: number) => storable().trim().max(max);

/** An http(s) address without a user name or password in it (a webhook endpoint, a CalDAV calendar). */
export const httpAddress = storable()
  .trim()
  .max(2000, 'url is at most 2000 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'url must be an http or https address without a user name or password');

/**
 * Any address a browser's email input accepts (the HTML standard's rule), so a form never refuses
 * what the page let through: `admin@localhost`, which the product itself creates, included.
 */
export const email = storable()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ pattern: z.regexes.html5Email, message: 'Enter a valid email address' }));

/**
 * An image address: http(s), or a path on this site. Not '//host' or '/\host', which browsers
 * read as another site's address (protocol-relative).
 */
export const imageUrl = storable()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^(https?:\/\/[^\s/\\]\S*|\/(?![/\\])\S*)$/i.test(v), 'Must be an http(s) URL or a site path');
