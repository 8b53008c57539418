import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeskToday } from '../lib/calendar-day';
import { OPEN_STATUSES, type SpeedRow } from '@contract/leads';
import type { Db } from '../db/client';
import { leads, users } from '../db/schema/index';
import { sourceExpr } from './leads';

const DAY_MS = 86_400_000;
const ROWS = 100;

/** Seconds from arrival to the first response, for the answered leads only. */
const responseSeconds = sql`extract(epoch from (${leads.firstResponseAt} - ${leads.createdAt}))::float8`;
const answered = sql`${leads.firstResponseAt} is not null`;
const percentile = (fraction: number) =>
  sql<number | null>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${responseSeconds}) filter (where ${answered})`;
const seconds = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));

/**
 * Whom a lead's speed is credited to (decision 124): an answered lead to whoever answered it first,
 * whoever owns it now (their name now; the stamped name once they are deleted, else "Unknown"); a lead
 * not answered yet to its owner, who is to answer it ("Unassigned" when nobody is).
 */
const responder = alias(users, 'responder');
const owner = alias(users, 'owner');
const personId = sql`case when ${answered} then ${leads.firstResponseById} else ${leads.ownerId} end`;
const personName = sql<string>`case when ${answered}
  then coalesce(${responder.name}, nullif(${leads.firstResponseByName}, ''), 'Unknown')
  else coalesce(${owner.name}, 'Unassigned') end`;

/** Figures over many leads: won value and time to first response (decision 045), the desk's counts. */
export function createLeadMetrics(db: Db) {
  const notSpamSince = (days: number) => and(gte(leads.createdAt, new Date(Date.now() - days * DAY_MS)), ne(leads.status, 'spam'));

  /** Leads, won leads and the won value of the last `days` days grouped by `key` (spam left out). */
  const wonBy = (key: SQL<string>, days: number) =>
    db
      .select({
        key,
        leads: count(),
        won: sql<number>`count(*) filter (where ${leads.status} = 'won')`.mapWith(Number),
        wonValue: sql<number>`coalesce(sum(${leads.value}) filter (where ${leads.status} = 'won'), 0)`.mapWith(Number),
      })
      .from(leads)
      .where(notSpamSince(days))
      .groupBy(key)
      .orderBy(desc(count()), asc(key))
      .limit(ROWS);

  /**
   * Median and 90th percentile of the time to first response of the answered leads, beside the
   * leads still new and unanswered (`waiting`): a median over answered leads alone would hide them.
   * Grouped by `key`, and by `person` too when given (two people of one name stay apart).
   */
  const speedBy = async (key: SQL<string>, days: number, person?: SQL): Promise<SpeedRow[]> => {
    const rows = await db
      .select({
        key,
        answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
        median: percentile(0.5),
        p90: percentile(0.9),
        waiting: sql<number>`count(*) filter (where ${leads.firstResponseAt} is null and ${leads.status} = 'new')`.mapWith(Number),
      })
      .from(leads)
      .leftJoin(responder, eq(responder.id, leads.firstResponseById))
      .leftJoin(owner, eq(owner.id, leads.ownerId))
      .where(notSpamSince(days))
      .groupBy(...(person ? [person, key] : [key]))
      .orderBy(desc(count()), asc(key))
      .limit(ROWS);
    return rows.map((r) => ({ key: r.key, answered: r.answered, medianSeconds: seconds(r.median), p90Seconds: seconds(r.p90), waiting: r.waiting }));
  };

  return {
    /** The sources screen: by source and service with won value, and speed by responder and by source. */
    async sources(days: number) {
      const [bySource, byService, speedByResponder, speedBySource] = await Promise.all([
        wonBy(sourceExpr, days),
        wonBy(sql<string>`${leads.service}`, days),
        speedBy(personName, days, personId),
        speedBy(sourceExpr, days),
      ]);
      return { days, bySource, byService, speedByResponder, speedBySource };
    },

    /** My open leads due today and overdue, against the desk's today (TZ): due before it, due during it. */
    async mine(userId: string, today: Pick<DeskToday, 'start' | 'end'>) {
      const [row] = await db
        .select({
          dueToday: sql<number>`count(*) filter (where ${leads.nextActionDueAt} >= ${today.start.toISOString()}::timestamptz)`.mapWith(Number),
          overdue: sql<number>`count(*) filter (where ${leads.nextActionDueAt} < ${today.start.toISOString()}::timestamptz)`.mapWith(Number),
        })
        .from(leads)
        .where(and(eq(leads.ownerId, userId), inArray(leads.status, [...OPEN_STATUSES]), lt(leads.nextActionDueAt, today.end)));
      return { dueToday: row?.dueToday ?? 0, overdue: row?.overdue ?? 0 };
    },

    /** Submissions held as spam in the last `days` days. */
    async quarantinedSince(days: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(eq(leads.status, 'spam'), gte(leads.createdAt, new Date(Date.now() - days * DAY_MS))));
      return row?.n ?? 0;
    },
  };
}

export type LeadMetrics = ReturnType<typeof createLeadMetrics>;
