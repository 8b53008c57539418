import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';

/** Addresses an admin sends elsewhere (301/302) or declares gone (410), applied before any page (decision 064). */
export const redirects = pgTable(
  'redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A path, no query, no trailing slash (but "/"): what the visitor asked for. */
    fromPath: text('from_path').notNull().unique(),
    /** A path or an http(s) URL; '' for 410. */
    toTarget: text('to_target').notNull().default(''),
    status: smallint('status').notNull(),
    /** Counted in memory and added in batches (server/redirects/hit-buffer.ts). */
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdByName: text('created_by_name').notNull().default(''),
    updatedByName: text('updated_by_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('redirects_status_check', sql`${t.status} IN (301, 302, 410)`),
    check('redirects_target_check', sql`(${t.status} = 410) = (${t.toTarget} = '')`),
  ],
);
export type RedirectRow = typeof redirects.$inferSelect;

/** Anonymous requests that found no page, counted per day and path: no address, no agent (decision 064). */
export const missingPaths = pgTable(
  'missing_paths',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
