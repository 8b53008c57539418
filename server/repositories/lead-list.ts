import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, count, eq, getTableName, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  boardCursorText,
  LEAD_SEARCH_COUNT_CAP,
  type BoardCursor,
  type BoardStatus,
  LEAD_STATUSES,
  OPEN_STATUSES,
  type LEAD_SORT_FIELDS,
  type LeadFilter,
  type LeadStatus,
  type StatusCounts,
} from '@contract/leads';
import { parseSort, type SortValue } from '@contract/paging';
import type { Db } from '../db/client';
import type { DeskToday } from '../lib/calendar-day';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { leads, leadSearch, users } from '../db/schema/index';
import { offsetOf, type PageRequest } from './paging';
import { leadScope } from './lead-scope';
import { EXPORT_CHUNK } from './export-chunks';
import type { LeadWithOwner } from './leads';
import { countedByKey, countedRows, LEAD_COUNT_LIST } from './row-counts';

type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** Who is asking and which day it is where the business is (TZ): `owner=me`, `view=mine` and `due` read them. */
export interface ListContext {
  userId: string;
  /** The desk's day (TZ) and now: `due` compares next actions with it (decision 123). */
  today: DeskToday;
  /** Set for those without `leads.all`: only their own and unassigned leads (decision 055). */
  scopedTo?: string;
}

/** Searches of this many characters or more go through the trigram index; shorter ones match the start of the name. */
export const SEARCH_MIN_FRAGMENT = 3;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// The pipeline's order, as the index contacts_status_rank_idx spells it (the expression must match it to use it).
const statusRank = sql`array_position('{${sql.raw(LEAD_STATUSES.join(','))}}'::text[], ${leads.status})`;
const nameKey = sql`lower(${leads.name}) COLLATE "C"`;
const openStatuses = inArray(leads.status, [...OPEN_STATUSES]);

/** Whether the filter narrows more than the status (the kept per-status counts answer the rest). */
const narrowsBeyondStatus = (filter: LeadFilter, ctx: ListContext) =>
  Boolean(ctx.scopedTo || filter.view === 'mine' || filter.owner || filter.due || filter.service || filter.q);

/**
 * Every condition of the filter except the status: the status tabs count under these.
 * `view=mine` is the person's own leads and the unassigned new ones they may take (decision 038).
 */
function narrowing(filter: LeadFilter, ctx: ListContext): SQL[] {
  const parts: SQL[] = [];
  const scope = leadScope(ctx.scopedTo);
  if (scope) parts.push(scope);
  if (filter.view === 'mine') {
    parts.push(or(eq(leads.ownerId, ctx.userId), and(isNull(leads.ownerId), eq(leads.status, 'new')))!);
  }
  if (filter.owner === 'none') parts.push(isNull(leads.ownerId));
  else if (filter.owner === 'me') parts.push(eq(leads.ownerId, ctx.userId));
  else if (filter.owner) parts.push(eq(leads.ownerId, filter.owner));
  if (filter.due === 'today') parts.push(gte(leads.nextActionDueAt, ctx.today.start), lt(leads.nextActionDueAt, ctx.today.end), openStatuses);
  else if (filter.due === 'overdue') parts.push(lt(leads.nextActionDueAt, ctx.today.start), openStatuses);
  if (filter.service) parts.push(eq(leads.service, filter.service));
  if (filter.q) parts.push(searchCondition(filter.q));
  return parts;
}

/**
 * `q` as a case-insensitive fragment of name, email, company, reference, phone or message, looked up in
 * lead_search (its GIN trigram index). A fragment shorter than a trigram cannot use that index: it
 * matches the start of the name instead (indexed too). The database lowers both sides, so the two agree.
 */
function searchCondition(q: string): SQL {
  if ([...q].length < SEARCH_MIN_FRAGMENT) return sql`${nameKey} LIKE lower(${`${likeEscape(q)}%`})`;
  // The matching ids as an array, not `IN (subquery)`: with a common word (5,000 of 100,000 leads) the
  // planner hashed every lead to join the matches (330 ms on the embedded database); the array is
  // looked up through the primary key instead (80 ms), docs/benchmarks.md (2026-11-30).
  return sql`${leads.id} = ANY (ARRAY(SELECT contact_id FROM lead_search WHERE ${docMatches(q)}))`;
}

/** lead_search's text holds `q` (3 characters or more), `%` and `_` taken literally: what the trigram index serves. */
const docMatches = (q: string) => sql`${leadSearch.doc} LIKE lower(${`%${likeEscape(q)}%`})`;

/**
 * Whether lead_search alone answers the filter (decision 131): a search (3 characters or more) over
 * every lead, spam left out or spam only, by no one's scope, owner, due date or service. lead_search
 * keeps whether a lead is spam and when it arrived, so such a search's count and its newest-first
 * (or oldest-first) page need no lead but the page's own. Answers the spam flag to match, or undefined.
 */
function searchAlone(filter: LeadFilter, ctx: ListContext): { spam: boolean; q: string } | undefined {
  // Any other filter (owner, due, service, one added later) reads the lead itself.
  const { q, status, view, ...others } = filter;
  if (!q || [...q].length < SEARCH_MIN_FRAGMENT) return undefined;
  if (ctx.scopedTo || view === 'mine' || Object.values(others).some((v) => v !== undefined)) return undefined;
  if (status && status !== 'spam') return undefined;
  return { spam: status === 'spam', q };
}

/** The matches of a search lead_search alone answers: its text holds `q`, spam or not as asked. */
const searchAloneWhere = ({ spam, q }: { spam: boolean; q: string }) => and(docMatches(q), eq(leadSearch.spam, spam));

/** The WHERE of a staff list, its CSV and a bulk action over "all matching". Without a status, spam stays out. */
export function leadListWhere(filter: LeadFilter, ctx: ListContext): SQL | undefined {
  return and(filter.status ? eq(leads.status, filter.status) : ne(leads.status, 'spam'), ...narrowing(filter, ctx));
}

type Direction = 'asc' | 'desc';
type Nulls = 'first' | 'last';
type OrderKey = [SQL | AnyPgColumn, Direction, Nulls];
/**
 * Each sort's keys in its ascending direction, NULLS placement included: an index serves an ORDER BY
 * only when direction and NULLS both match it (or both are reversed), even on NOT NULL columns. The
 * creation-time indexes are (created_at DESC NULLS LAST, id DESC NULLS LAST); the others use the defaults.
 */
const SORT_KEYS: Record<LeadSortField, OrderKey[]> = {
  createdAt: [
    [leads.createdAt, 'asc', 'first'],
    [leads.id, 'asc', 'first'],
  ],
  // Leads without a next action last.
  nextAction: [
    [leads.nextActionDueAt, 'asc', 'last'],
    [leads.id, 'asc', 'last'],
  ],
  // Pipeline order, newest first within a status.
  status: [
    [statusRank, 'asc', 'last'],
    [leads.createdAt, 'desc', 'last'],
    [leads.id, 'desc', 'last'],
  ],
  name: [
    [nameKey, 'asc', 'last'],
    [leads.id, 'asc', 'last'],
  ],
};

/** ORDER BY for a sort; `-field` is the exact reverse of `field` (every key and its NULLS placement flip). */
export function leadOrder(sort: SortValue<LeadSortField>): SQL[] {
  const { field, direction } = parseSort(sort);
  const flip = direction === 'desc';
  return SORT_KEYS[field].map(([key, d, nulls]) => {
    const dir = flip ? (d === 'asc' ? 'desc' : 'asc') : d;
    const place = flip ? (nulls === 'first' ? 'last' : 'first') : nulls;
    return sql`${key} ${sql.raw(dir)} nulls ${sql.raw(place)}`;
  });
}

/**
 * The board's order: next action first (none last, as the day 'infinity'), then id, as
 * contacts_board_idx spells it, so a column's page, first or after a cursor, is one index range.
 */
const boardKey = sql`coalesce(${leads.nextActionDueAt}, 'infinity'::timestamptz)`;

/** Newest first, as contacts_created_id_idx is ordered (the export's keyset order). */
const NEWEST_FIRST = leadOrder('-createdAt');

/**
 * A search's page and its count up to LEAD_SEARCH_COUNT_CAP (decision 108: a common word matches
 * thousands, "5,000+"), in one statement. The matches are found once (the trigram scan, then each
 * match's lead) and kept as "contacts": the WITH shadows the table for the rest of the statement
 * (not inside its own definition, which reads the table), so the page's sort keys and the count read
 * the kept matches, materialized since they are read twice (decision 121: two statements found every
 * match twice). `total` is undefined on a page past the last, which has no row to carry it.
 */
async function searchPage(db: Db, filter: LeadFilter, paging: PageRequest<LeadSortField>, ctx: ListContext) {
  const alone = searchAlone(filter, ctx);
  if (alone && parseSort(paging.sort).field === 'createdAt') return searchPageAlone(db, alone, paging);
  const matches = db.$with(getTableName(leads)).as(db.select().from(leads).where(leadListWhere(filter, ctx)));
  const rows = await db
    .with(matches)
    .select({
      row: leads,
      ownerName: users.name,
      total: sql<number>`(select count(*) from (select 1 from ${leads} limit ${LEAD_SEARCH_COUNT_CAP}) m)`.mapWith(Number),
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .orderBy(...leadOrder(paging.sort))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { rows: rows.map(({ row, ownerName }) => ({ row, ownerName })), total: rows[0]?.total };
}

/**
 * searchPage when lead_search alone answers the filter and the page is by arrival (decision 131): the
 * matches' ids and arrival times, found once by the trigram scan and kept (small rows, no lead read),
 * give the capped count and the page's ids in the asked order; only the page's leads are read. The
 * order is the list's (created_at, then id, the same direction), so the page is the one searchPage's
 * general plan gives.
 */
async function searchPageAlone(db: Db, alone: { spam: boolean; q: string }, paging: PageRequest<LeadSortField>) {
  const { direction } = parseSort(paging.sort);
  const [dir, nulls] = direction === 'desc' ? ['desc', 'last'] : ['asc', 'first'];
  const matches = db
    .$with('matches')
    .as(db.select({ id: leadSearch.leadId, createdAt: leadSearch.createdAt }).from(leadSearch).where(searchAloneWhere(alone)));
  const byArrival = (t: { id: AnyPgColumn | SQL.Aliased; createdAt: AnyPgColumn | SQL.Aliased }) => [
    sql`${t.createdAt} ${sql.raw(dir)} nulls ${sql.raw(nulls)}`,
    sql`${t.id} ${sql.raw(dir)} nulls ${sql.raw(nulls)}`,
  ];
  const pageIds = db
    .with(matches)
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      total: sql<number>`(select count(*) from (select 1 from ${matches} limit ${LEAD_SEARCH_COUNT_CAP}) m)`.as('total'),
    })
    .from(matches)
    .orderBy(...byArrival(matches))
    .limit(paging.pageSize)
    .offset(offsetOf(paging))
    .as('page_ids');
  const rows = await db
    .select({ row: leads, ownerName: users.name, total: sql<number>`${pageIds.total}`.mapWith(Number) })
    .from(pageIds)
    .innerJoin(leads, eq(leads.id, pageIds.id))
    .leftJoin(users, eq(users.id, leads.ownerId))
    .orderBy(...leadOrder(paging.sort));
  return { rows: rows.map(({ row, ownerName }) => ({ row, ownerName })), total: rows[0]?.total };
}

/** What a search's capped count counts: lead_search's rows alone when they answer the filter (decision 131). */
function cappedMatches(db: Db, filter: LeadFilter, ctx: ListContext) {
  const alone = searchAlone(filter, ctx);
  const matches = alone
    ? db
        .select({ one: sql`1` })
        .from(leadSearch)
        .where(searchAloneWhere(alone))
    : db
        .select({ one: sql`1` })
        .from(leads)
        .where(leadListWhere(filter, ctx));
  return matches.limit(LEAD_SEARCH_COUNT_CAP).as('matches');
}

/** Staff lists of leads: pages, per-status counts under the same filters, the CSV's chunks. */
export function createLeadListRepository(db: Db) {
  /** The filter's total: the kept per-status counts when only the status narrows it, else an exact (indexed) count. */
  async function total(filter: LeadFilter, ctx: ListContext): Promise<number> {
    if (!narrowsBeyondStatus(filter, ctx)) {
      return countedRows(db, LEAD_COUNT_LIST, filter.status ? { is: filter.status } : { not: 'spam' });
    }
    const [row] = await db.select({ n: count() }).from(leads).where(leadListWhere(filter, ctx));
    return row?.n ?? 0;
  }

  /** A search's total, counted up to LEAD_SEARCH_COUNT_CAP: `capped` when at least that many match. */
  async function cappedTotal(filter: LeadFilter, ctx: ListContext): Promise<{ total: number; capped: boolean }> {
    const matches = cappedMatches(db, filter, ctx);
    const [row] = await db.select({ n: count() }).from(matches);
    const n = row?.n ?? 0;
    return { total: n, capped: n >= LEAD_SEARCH_COUNT_CAP };
  }

  return {
    total,

    /** One page in the asked order, and the total the filter matches. */
    async page(filter: LeadFilter, paging: PageRequest<LeadSortField>, ctx: ListContext) {
      const query = () =>
        db
          .select({ row: leads, ownerName: users.name })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.ownerId))
          .where(leadListWhere(filter, ctx))
          .orderBy(...leadOrder(paging.sort))
          .limit(paging.pageSize)
          .offset(offsetOf(paging));
      if (filter.q && [...filter.q].length >= SEARCH_MIN_FRAGMENT) {
        const { rows, total: n } = await searchPage(db, filter, paging, ctx);
        // A page past the last has no row to carry the count.
        if (n === undefined) return { rows, ...(await cappedTotal(filter, ctx)) };
        return { rows, total: n, capped: n >= LEAD_SEARCH_COUNT_CAP };
      }
      const [rows, n] = await Promise.all([query(), total(filter, ctx)]);
      return { rows, total: n, capped: false };
    },

    /**
     * One board column: `pageSize` cards of `status` after the cursor (keyset, decision 113) and the
     * cursor of the page after it (null when none is left).
     */
    async boardPage(status: BoardStatus, filter: Omit<LeadFilter, 'status'>, after: BoardCursor | undefined, pageSize: number, ctx: ListContext) {
      const from = after ? sql`(${boardKey}, ${leads.id}) > (${after.dueAt ?? 'infinity'}::timestamptz, ${after.id}::uuid)` : undefined;
      const rows = await db
        .select({ row: leads, ownerName: users.name })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.ownerId))
        .where(and(leadListWhere({ ...filter, status }, ctx), from))
        .orderBy(sql`${boardKey} asc`, sql`${leads.id} asc`)
        .limit(pageSize + 1);
      const page = rows.slice(0, pageSize);
      const last = page[page.length - 1];
      const next =
        rows.length > pageSize && last ? boardCursorText({ dueAt: last.row.nextActionDueAt?.toISOString() ?? null, id: last.row.id }) : null;
      return { rows: page, next };
    },

    /** Leads per status under the filter's other conditions (spam included); unfiltered, the kept counts. */
    async statusCounts(filter: Omit<LeadFilter, 'status'>, ctx: ListContext): Promise<StatusCounts> {
      const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as StatusCounts;
      const found: Iterable<[string, number]> = narrowsBeyondStatus(filter, ctx)
        ? (
            await db
              .select({ status: leads.status, n: count() })
              .from(leads)
              .where(and(...narrowing(filter, ctx)))
              .groupBy(leads.status)
          ).map((r): [string, number] => [r.status, r.n])
        : await countedByKey(db, LEAD_COUNT_LIST);
      for (const [status, n] of found) if (status in counts) counts[status as LeadStatus] = n;
      return counts;
    },

    /** Leads apart from spam, and spam (the dashboard's cards; kept counts, never a scan). */
    async counts(): Promise<{ leads: number; spam: number }> {
      const [kept, spam] = await Promise.all([countedRows(db, LEAD_COUNT_LIST, { not: 'spam' }), countedRows(db, LEAD_COUNT_LIST, { is: 'spam' })]);
      return { leads: kept, spam };
    },

    /** Every lead the filter matches, newest first, in chunks (the CSV export). */
    exportChunks: (filter: LeadFilter, ctx: ListContext, chunk = EXPORT_CHUNK) => exportLeadChunks(db, leadListWhere(filter, ctx), chunk),
  };
}

/**
 * Keyset chunks by (created_at, id): memory stays one chunk whatever the table holds, and it runs the
 * same on PGlite and PostgreSQL. The cursor is the timestamp as the database prints it, so
 * microseconds survive the round trip.
 */
async function* exportLeadChunks(db: Db, base: SQL | undefined, chunk: number): AsyncGenerator<LeadWithOwner[]> {
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor ? sql`(${leads.createdAt}, ${leads.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
    const rows: (LeadWithOwner & { at: string })[] = await db
      .select({ row: leads, ownerName: users.name, at: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.ownerId))
      .where(and(base, after))
      .orderBy(...NEWEST_FIRST)
      .limit(chunk);
    if (!rows.length) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.row.id };
    if (rows.length < chunk) return;
    // Queued I/O (other requests and their queries) runs before the next chunk is read.
    await nextTurn();
  }
}

export type LeadListRepository = ReturnType<typeof createLeadListRepository>;
