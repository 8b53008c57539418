import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_MAX_VALUES_PER_DAY,
  DIRECT_SOURCE,
  INTERNAL_SOURCE,
  OTHER_VALUE,
  type AnalyticsPageRow,
  type AnalyticsSourceRow,
} from '@contract/analytics';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { analyticsCounts, analyticsSalts, analyticsVisits } from '../db/schema/index';
import type { Tx } from './tx';

/** One visitor's views of one page by one source on one day, as the counter adds them up between writes. */
export interface VisitCount {
  day: string;
  visitor: string;
  path: string;
  source: string;
  referrerHost: string;
  utmMedium: string;
  utmCampaign: string;
  device: string;
  views: number;
}

/** Rows per INSERT: 9 parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 1_000;

/** The dimensions a visitor's request chooses freely (decision 086); path is a page that answered, device one of three. */
const CAPPED = { source: 'source', referrerHost: 'referrer_host', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;
type Capped = keyof typeof CAPPED;
const CAPPED_KEYS = Object.keys(CAPPED) as Capped[];
/** Values that never take a place under the cap: none, direct, internal and the bucket itself. */
const FREE = new Set(['', DIRECT_SOURCE, INTERNAL_SOURCE, OTHER_VALUE]);
type Known = Record<Capped, Set<string>>;
const visitKey = (r: VisitCount) =>
  `${r.day}\0${r.visitor}\0${r.path}\0${r.source}\0${r.referrerHost}\0${r.utmMedium}\0${r.utmCampaign}\0${r.device}`;
/** Rows a table of the view shows. */
const TOP = 200;

/** The first-touch hour of leads (analytics_leads), in ms. */
const HOUR_MS = 3_600_000;

type Funnel = { views: number; visitors: number; leads: number; won: number; wonValue: number };
const toFunnel = (r: Record<string, unknown>): Funnel => ({
  views: Number(r.views ?? 0),
  visitors: Number(r.visitors ?? 0),
  leads: Number(r.leads ?? 0),
  won: Number(r.won ?? 0),
  wonValue: Number(r.won_value ?? 0),
});

/**
 * Views and visitors by `dim` since `sinceDay`: past days from the rollup, the running day (or a day
 * not rolled up yet) from its counts, its visitors distinct per day (decision 108: not its visits,
 * 200,000 of them on a busy day).
 */
const viewsBy = (dim: 'path' | 'source', sinceDay: string) => sql`
  select key, sum(views)::bigint as views, sum(visitors)::bigint as visitors from (
    select ${sql.raw(dim)} as key, views, visitors from analytics_daily where day >= ${sinceDay}
    union all
    select key, views, visitors from analytics_counts where dimension = ${dim} and day >= ${sinceDay}
  ) v group by key`;

/**
 * Leads (not spam) that arrived since `since` by their landing page's path (those with one), their
 * source, or in all (decision 121): whole hours from analytics_leads (kept by triggers on contacts),
 * the part of an hour at the window's start from the leads themselves, with the same key functions.
 */
const leadsBy = (dim: 'path' | 'source' | 'total', since: Date) => {
  const edge = new Date(Math.ceil(since.getTime() / HOUR_MS) * HOUR_MS).toISOString();
  const [rolled, raw] = {
    path: [sql`landing_path`, sql`lead_landing_path(landing_page)`],
    source: [sql`source`, sql`lead_source(utm_source, referrer)`],
    total: [sql`''`, sql`''`],
  }[dim];
  return sql`
  select key, sum(leads) as leads, sum(won) as won, sum(won_value) as won_value from (
    select ${rolled} as key, leads, won, won_value from analytics_leads
    where hour >= ${edge} ${dim === 'path' ? sql`and landing_path <> ''` : sql``}
    union all
    select ${raw}, 1, (status = 'won')::int, case when status = 'won' then coalesce(value, 0) else 0 end
    from contacts
    where created_at >= ${since.toISOString()} and created_at < ${edge} and status <> 'spam' ${dim === 'path' ? sql`and landing_page <> ''` : sql``}
  ) l group by key having sum(leads) > 0`;
};

/**
 * The cap of decision 086 as one process sees it: per day, the values it knows to be stored, so a
 * value among them is written without asking.
 */
function valueCap(maxValuesPerDay: number) {
  const known = new Map<string, Known>();
  const knownOn = (day: string): Known => {
    let k = known.get(day);
    if (!k) {
      k = { source: new Set(), referrerHost: new Set(), utmMedium: new Set(), utmCampaign: new Set() };
      known.set(day, k);
    }
    return k;
  };
  /** A value not stored yet that may still get a place (the day's fill, as this process knows it, not reached). */
  const mayAdmit = (r: VisitCount) =>
    CAPPED_KEYS.some((d) => !FREE.has(r[d]) && !knownOn(r.day)[d].has(r[d]) && knownOn(r.day)[d].size < maxValuesPerDay);

  /** Reads what every process stored for these days (under the lock, so none adds meanwhile). */
  const loadKnown = async (tx: Tx, days: string[]) => {
    for (const day of days) {
      const k = knownOn(day);
      for (const d of CAPPED_KEYS) {
        const col = sql.raw(CAPPED[d]);
        const rows = rowsOf<{ v: string }>(
          await tx.execute(sql`select distinct ${col} as v from analytics_visits where day = ${day} limit ${maxValuesPerDay + FREE.size}`),
        );
        for (const { v } of rows) if (!FREE.has(v)) k[d].add(v);
      }
    }
  };

  /** Each capped value kept when stored or still under the day's fill (then remembered), else OTHER_VALUE; rows made alike merged. */
  const capRows = (rows: VisitCount[]): VisitCount[] => {
    const merged = new Map<string, VisitCount>();
    for (const row of rows) {
      const k = knownOn(row.day);
      const capped = { ...row };
      for (const d of CAPPED_KEYS) {
        const v = row[d];
        if (FREE.has(v) || k[d].has(v)) continue;
        if (k[d].size < maxValuesPerDay) k[d].add(v);
        else capped[d] = OTHER_VALUE;
      }
      const key = visitKey(capped);
      const same = merged.get(key);
      if (same) same.views += capped.views;
      else merged.set(key, capped);
    }
    return [...merged.values()];
  };

  return {
    mayAdmit,
    loadKnown,
    capRows,
    /** Days before `day` are over: their values are no longer asked about. */
    forgetBefore: (day: string) => {
      for (const kept of known.keys()) if (kept < day) known.delete(kept);
    },
  };
}

type Dimension = (typeof analyticsCounts.$inferInsert)['dimension'];
const DIMENSIONS = [
  ['path', (r: VisitCount) => r.path],
  ['source', (r: VisitCount) => r.source],
  ['total', () => ''],
] as const satisfies readonly (readonly [Dimension, (r: VisitCount) => string])[];

/**
 * Adds the batch to the day's counts: its views, and each visitor once per page, per source and in
 * all, unless already among the stored visits. Called under the lock, before the visits are written,
 * so no other process counts the same visitor meanwhile.
 */
async function countVisits(tx: Tx, rows: VisitCount[]): Promise<void> {
  const pairs = [...new Map(rows.map((r) => [`${r.day}\0${r.visitor}`, { day: r.day, visitor: r.visitor }])).values()];
  const seen = new Set<string>();
  const seenKey = (day: string, visitor: string, dim: Dimension, key: string) => `${day}\0${visitor}\0${dim}\0${key}`;
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const stored = rowsOf<{ day: string; visitor: string; path: string; source: string }>(
      await tx.execute(sql`
        select distinct v.day::text as day, v.visitor, v.path, v.source
        from analytics_visits v
        join json_to_recordset(${JSON.stringify(pairs.slice(i, i + CHUNK))}::json) as p(day date, visitor text)
          on v.day = p.day and v.visitor = p.visitor`),
    );
    for (const r of stored) {
      seen.add(seenKey(r.day, r.visitor, 'path', r.path));
      seen.add(seenKey(r.day, r.visitor, 'source', r.source));
      seen.add(seenKey(r.day, r.visitor, 'total', ''));
    }
  }
  const counts = new Map<string, typeof analyticsCounts.$inferInsert>();
  for (const row of rows) {
    for (const [dimension, keyOf] of DIMENSIONS) {
      const key = keyOf(row);
      const id = `${row.day}\0${dimension}\0${key}`;
      let count = counts.get(id);
      if (!count) counts.set(id, (count = { day: row.day, dimension, key, views: 0, visitors: 0 }));
      count.views += row.views;
      const visitor = seenKey(row.day, row.visitor, dimension, key);
      if (!seen.has(visitor)) {
        seen.add(visitor);
        count.visitors++;
      }
    }
  }
  const values = [...counts.values()];
  for (let i = 0; i < values.length; i += CHUNK) {
    await tx
      .insert(analyticsCounts)
      .values(values.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [analyticsCounts.day, analyticsCounts.dimension, analyticsCounts.key],
        set: { views: sql`${analyticsCounts.views} + excluded.views`, visitors: sql`${analyticsCounts.visitors} + excluded.visitors` },
      });
  }
}

async function insertVisits(q: Db | Tx, rows: VisitCount[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await q
      .insert(analyticsVisits)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [
          analyticsVisits.day,
          analyticsVisits.visitor,
          analyticsVisits.path,
          analyticsVisits.source,
          analyticsVisits.referrerHost,
          analyticsVisits.utmMedium,
          analyticsVisits.utmCampaign,
          analyticsVisits.device,
        ],
        set: { views: sql`${analyticsVisits.views} + excluded.views` },
      });
  }
}

/**
 * Page views counted without cookies or addresses (decision 066), and the leads and won value they
 * led to. At most `maxValuesPerDay` distinct values of each capped dimension are stored per day;
 * the rest count as OTHER_VALUE (decision 086).
 */
export function createAnalyticsRepository(db: Db, { maxValuesPerDay = DEFAULT_MAX_VALUES_PER_DAY }: { maxValuesPerDay?: number } = {}) {
  const cap = valueCap(maxValuesPerDay);

  const funnelBy = async (dim: 'path' | 'source', sinceDay: string, since: Date) => {
    const result = await db.execute(sql`
      with v as (${viewsBy(dim, sinceDay)}), l as (${leadsBy(dim, since)})
      select coalesce(v.key, l.key) as key, v.views, v.visitors, l.leads, l.won, l.won_value
      from v full join l on l.key = v.key
      order by coalesce(v.visitors, 0) desc, coalesce(l.leads, 0) desc, 1
      limit ${TOP}`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({ key: String(r.key), ...toFunnel(r) }));
  };

  return {
    /** The salt of `day`, made by whichever process asks first (all processes hash alike). */
    async salt(day: string): Promise<string> {
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`analytics: no salt for ${day}`);
      return row.salt;
    },

    /**
     * Adds the counter's batch: a few statements per thousand rows, never one per view. Written
     * under a lock, so processes writing together never keep more than the cap between them (a
     * batch with a value that may still take a place reads the day's stored values first) and
     * never count one visitor twice in the day's counts.
     */
    async addVisits(rows: VisitCount[]): Promise<void> {
      if (!rows.length) return;
      const days = [...new Set(rows.map((r) => r.day))];
      cap.forgetBefore(days.sort()[0]!);
      const admits = rows.some(cap.mayAdmit);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_values'))`);
        if (admits) await cap.loadKnown(tx, days);
        const capped = cap.capRows(rows);
        await countVisits(tx, capped);
        await insertVisits(tx, capped);
      });
    },

    /**
     * Days before `today`: visits summed into analytics_daily (views, distinct visitors), then the
     * visits, their counts and those days' salts deleted, so no hash of a past day remains, nor the means to make one.
     */
    rollUp: (today: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into analytics_daily (day, path, source, referrer_host, utm_medium, utm_campaign, device, views, visitors)
          select day, path, source, referrer_host, utm_medium, utm_campaign, device, sum(views)::int, count(distinct visitor)::int
          from analytics_visits where day < ${today}
          group by day, path, source, referrer_host, utm_medium, utm_campaign, device
          on conflict (day, path, source, referrer_host, utm_medium, utm_campaign, device)
          do update set views = analytics_daily.views + excluded.views, visitors = analytics_daily.visitors + excluded.visitors`);
        await tx.delete(analyticsVisits).where(lt(analyticsVisits.day, today));
        await tx.delete(analyticsCounts).where(lt(analyticsCounts.day, today));
        await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
      }),

    /** Visitors → leads → won per landing page since `sinceDay` (views) and `since` (leads). */
    async pages(sinceDay: string, since: Date): Promise<AnalyticsPageRow[]> {
      return (await funnelBy('path', sinceDay, since)).map(({ key, ...f }) => ({ path: key, ...f }));
    },

    /** The window's totals: every view and every lead, not only the rows a table shows. */
    async totals(sinceDay: string, since: Date): Promise<Funnel> {
      const result = await db.execute(sql`
        select v.views, l.leads, l.won, l.won_value
        from (select (select coalesce(sum(views), 0) from analytics_daily where day >= ${sinceDay})
            + (select coalesce(sum(views), 0) from analytics_counts where dimension = 'total' and day >= ${sinceDay}) as views) v
        left join (${leadsBy('total', since)}) l on true`);
      return toFunnel(rowsOf<Record<string, unknown>>(result)[0] ?? {});
    },

    /** The same per source (contract/analytics.ts sourceKey). */
    async sources(sinceDay: string, since: Date): Promise<AnalyticsSourceRow[]> {
      return (await funnelBy('source', sinceDay, since)).map(({ key, ...f }) => ({ source: key, ...f }));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
