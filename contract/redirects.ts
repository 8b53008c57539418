import './zod-config';
import { z } from 'zod';
import { isoDate, storable } from './common';

/**
 * Paths a redirect may not take over (decision 064): the API, files, uploads, and the sign-in and
 * staff screens (an admin could lock everyone out of them).
 */
export const RESERVED_PATH_PREFIXES = [
  '/api',
  '/assets',
  '/uploads',
  '/auth',
  '/login',
  '/admin',
  '/dashboard',
  '/subscriptions',
  '/account',
  '/blogs/new',
  '/blogs/edit',
  '/blogs/preview',
  '/newsletter',
  '/og',
  '/.well-known',
] as const;

/** The staff post list lives at /blogs itself (the articles are under /blogs/…). */
const RESERVED_EXACT = ['/blogs'];

export const isReservedPath = (path: string): boolean =>
  RESERVED_EXACT.includes(path) || RESERVED_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** `/a/` and `/a` are one address; "/" stays itself. */
export const normalizePath = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path);

export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: '301 Moved permanently',
  302: '302 Moved temporarily',
  410: '410 Gone',
};

const fromPath = storable()
  .trim()
  .min(1, 'from is required')
  .max(300, 'from is at most 300 characters')
  .regex(/^\/[^?#\s]*$/, 'from must be a path starting with / (no query, no spaces)')
  .transform(normalizePath)
  .refine((p) => !isReservedPath(p), 'from may not be an API, file, sign-in or staff address');

/** A path on this site, or an http(s) address elsewhere; '' for 410 Gone. */
const toTarget = storable()
  .trim()
  .max(2000, 'to is at most 2000 characters')
  // A path may not start with // or /\ (browsers read both as another host: give its https:// address).
  .refine(
    (t) => t === '' || /^\/(?![/\\])[^\s\\#]*(#\S*)?$/.test(t) || /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i.test(t),
    'to must be a path starting with / or an http(s) address',
  );

const redirectStatus = z.union([z.literal(301), z.literal(302), z.literal(410)], { message: 'status must be 301, 302 or 410' });

const targetMatchesStatus = (b: { to?: string; status?: RedirectStatus }) =>
  b.status === undefined || b.to === undefined || (b.status === 410) === (b.to === '');
const TARGET_MESSAGE = { path: ['to'], message: 'to is required for 301 and 302, and must be empty for 410' };

/** POST /api/redirects */
export const redirectBody = z
  .object({ from: fromPath, to: toTarget.default(''), status: redirectStatus })
  .refine(targetMatchesStatus, TARGET_MESSAGE);
export type RedirectBody = z.infer<typeof redirectBody>;

/** PATCH /api/redirects/:id: what changes; `version` refuses a stale edit (409). */
export const redirectPatchBody = z
  .object({ from: fromPath.optional(), to: toTarget.optional(), status: redirectStatus.optional(), version: z.number().int().positive().optional() })
  .refine(targetMatchesStatus, TARGET_MESSAGE);
export type RedirectPatchBody = z.infer<typeof redirectPatchBody>;

/** manual: an admin's rule; post-slug: a post's former address (decision 051), kept by the post itself and not editable here. */
export const REDIRECT_KINDS = ['manual', 'post-slug'] as const;

export const redirectSchema = z.object({
  _id: z.string(),
  kind: z.enum(REDIRECT_KINDS),
  from: z.string(),
  to: z.string(),
  status: redirectStatus,
  hits: z.number(),
  lastHitAt: isoDate.nullable(),
  createdByName: z.string(),
  createdAt: isoDate,
  version: z.number(),
});
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectListSchema = z.array(redirectSchema);

/** GET /api/redirects/missing */
export const missingPathsQuery = z.object({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days is at least 1')
    .max(90, 'days is at most 90')
    .default(30),
});
export const missingPathSchema = z.object({ path: z.string(), hits: z.number(), lastSeen: z.string() });
export type MissingPath = z.infer<typeof missingPathSchema>;
export const missingPathListSchema = z.array(missingPathSchema);
