import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Today's (and tomorrow's) random salt of the visitor hash; a past day's row is deleted by the
 * rollup, so no hash can be recomputed from an address afterwards (decision 066).
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** 32 random bytes, hex. */
  salt: text('salt').notNull(),
});

/** The dimensions a page view is counted by: path (no query), source, referrer host, campaign, device. */
const viewColumns = {
  day: date('day', { mode: 'string' }).notNull(),
  path: text('path').notNull(),
  /** sourceKey (contract/analytics.ts): utm_source, else the referrer's host, else (direct). */
  source: text('source').notNull(),
  referrerHost: text('referrer_host').notNull(),
  utmMedium: text('utm_medium').notNull(),
  utmCampaign: text('utm_campaign').notNull(),
  device: text('device').notNull(),
  views: integer('views').notNull(),
};

/**
 * Views of the running day per visitor (8 bytes of sha256(day's salt, address, user agent), hex):
 * no address, no user agent; rolled up into analytics_daily and deleted once the day is over.
 */
export const analyticsVisits = pgTable('analytics_visits', { ...viewColumns, visitor: text('visitor').notNull() }, (t) => [
  primaryKey({ columns: [t.day, t.visitor, t.path, t.source, t.referrerHost, t.utmMedium, t.utmCampaign, t.device] }),
]);

/** Past days: views and distinct visitors per page and source; nothing about any one visitor. */
export const analyticsDaily = pgTable('analytics_daily', { ...viewColumns, visitors: integer('visitors').notNull() }, (t) => [
  primaryKey({ columns: [t.day, t.path, t.source, t.referrerHost, t.utmMedium, t.utmCampaign, t.device] }),
  index('analytics_daily_day_idx').on(t.day),
]);

/**
 * Days not rolled up yet, counted as their views arrive (decision 108): per page (`dimension`
 * 'path'), per source ('source') and in all ('total', key ''), the views and the distinct visitors,
 * so the dashboard reads a few hundred rows instead of the day's visits. Written with the visits,
 * deleted with them by the rollup.
 */
export const analyticsCounts = pgTable(
  'analytics_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', { enum: ['path', 'source', 'total'] }).notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key] })],
);

/**
 * Leads (not spam) per hour they arrived, landing page path ('' for none) and source, with how many
 * are won and their value (decision 121): the dashboard's leads side reads these instead of every
 * lead in the window. Kept by statement-level triggers on contacts (migration lead-rollup), so
 * every write (form, import, bulk change, erasure, deletion) moves the counts in its own transaction.
 */
export const analyticsLeads = pgTable(
  'analytics_leads',
  {
    /** The hour's start (UTC), date_bin('1 hour', created_at, epoch). */
    hour: timestamp('hour', { withTimezone: true, mode: 'string' }).notNull(),
    /** lead_landing_path(landing_page): the path of the first-touch page; '' when the lead has none. */
    landingPath: text('landing_path').notNull(),
    /** lead_source(utm_source, referrer): contract/analytics.ts sourceKey on a lead. */
    source: text('source').notNull(),
    leads: integer('leads').notNull(),
    won: integer('won').notNull(),
    wonValue: bigint('won_value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.landingPath, t.source] })],
);
