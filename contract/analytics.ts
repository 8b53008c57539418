import './zod-config';
import { z } from 'zod';

/** The windows the analytics view offers (decision 066). */
export const ANALYTICS_DAYS = [7, 30, 90] as const;

export const analyticsQuery = z.object({
  days: z.coerce
    .number({ message: 'must be 7, 30 or 90' })
    .refine((d) => (ANALYTICS_DAYS as readonly number[]).includes(d), 'must be 7, 30 or 90')
    .default(30),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** Visitors → leads → won of one row; leads and won count the leads that landed there (first touch). */
const funnel = {
  views: z.number().int(),
  visitors: z.number().int(),
  leads: z.number().int(),
  won: z.number().int(),
  /** Sum of the won leads' value, whole units of CURRENCY. */
  wonValue: z.number(),
};

export const analyticsPageRow = z.object({ path: z.string(), ...funnel });
export type AnalyticsPageRow = z.infer<typeof analyticsPageRow>;
export const analyticsPageRows = z.array(analyticsPageRow);

export const analyticsSourceRow = z.object({ source: z.string(), ...funnel });
export type AnalyticsSourceRow = z.infer<typeof analyticsSourceRow>;
export const analyticsSourceRows = z.array(analyticsSourceRow);

/** The view's cards: totals of the window (visitors are not summed: one visitor counts on every page and source they saw). */
export const analyticsSummary = z.object({
  days: z.number().int(),
  currency: z.string(),
  views: z.number().int(),
  leads: z.number().int(),
  won: z.number().int(),
  wonValue: z.number(),
  /** ANALYTICS=false: nothing is counted. */
  counting: z.boolean(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;

/**
 * The beacon's body (ANALYTICS_BEACON=true, decision 067): the page's path with its query (for the
 * campaign tags) and document.referrer; sent as text/plain so no CORS preflight is needed.
 */
export const analyticsBeaconBody = z.object({
  p: z.string().startsWith('/', 'must be a path').max(2000),
  r: z.string().max(2000).optional(),
});

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A view whose referrer is the site itself: a visitor moving between pages, not an arrival. */
export const INTERNAL_SOURCE = 'internal';
export const DIRECT_SOURCE = 'direct';
/**
 * What a source, referrer host or campaign tag counts under once the day has its fill of distinct
 * values (ANALYTICS_MAX_VALUES_PER_DAY), or when it is absurdly long (decision 086). In brackets,
 * as no host name can be, so it is never a real referrer's.
 */
export const OTHER_VALUE = '(other)';
/** ANALYTICS_MAX_VALUES_PER_DAY's default: distinct values each of those dimensions keeps per day. */
export const DEFAULT_MAX_VALUES_PER_DAY = 500;

/** The host of an absolute http(s) address, without `www.`; '' when there is none. */
export function referrerHostOf(referrer: string | undefined): string {
  if (!referrer) return '';
  const host = /^https?:\/\/([^/:?#]+)/i.exec(referrer)?.[1]?.toLowerCase() ?? '';
  return host.replace(/^www\./, '');
}

/**
 * The source a view counts under, by the rule leads use (server/routes/leads/lead-view.ts
 * leadSource): utm_source lower-cased, else the referrer's host, else direct; a referrer on the site
 * itself is `internal` (a lead's first touch never records one, so no lead lands there).
 */
export function sourceKey({ utmSource, referrerHost, siteHost }: { utmSource: string; referrerHost: string; siteHost: string }): string {
  const utm = utmSource.toLowerCase();
  if (utm) return utm;
  if (!referrerHost) return DIRECT_SOURCE;
  return referrerHost === siteHost ? INTERNAL_SOURCE : referrerHost;
}
