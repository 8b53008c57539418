// The lead desk's queries at N leads on PGlite, without the server: each one's time and plan (which index
// it uses), and how long a bulk status change of N/10 leads holds the database (the one backend PGlite has,
// which /api/health's heartbeat waits behind: decision 039). The server's figures: run.mjs.
// Usage: npx tsx bench/staff-lists/desk-plans.ts [leads] [--drop-index name ...]   (--drop-index: the fallback of plan §4.10)
import { PGlite } from '@electric-sql/pglite';
import type { LeadFilter, LeadSortField } from '@contract/leads';
import { openDatabase } from '../../server/db/client';
import { deskToday } from '../../server/lib/calendar-day';
import { pgliteExtensions } from '../../server/db/pglite-open';
import { leads } from '../../server/db/schema/index';
import { runBulk } from '../../server/repositories/lead-bulk';
import { createLeadListRepository, leadListWhere, leadOrder, type ListContext } from '../../server/repositories/lead-list';
import { BULK_SERVICE, seed, seedBenchAdmin } from './seed.mjs';

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 100_000);
const dropped = args.flatMap((a, i) => (args[i - 1] === '--drop-index' ? [a] : []));

const client = await PGlite.create({ extensions: pgliteExtensions });
const { db } = await openDatabase({ pglite: client });
await seedBenchAdmin((q) => client.exec(q));
const t0 = performance.now();
await seed((q) => client.exec(q), n);
console.log(`seeded ${n} leads in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
for (const name of dropped) await client.exec(`drop index ${name}`);
if (dropped.length) console.log(`dropped: ${dropped.join(', ')}`);

const admin = (await client.query<{ id: string }>(`select id from users where role = 'admin'`)).rows[0]!.id;
const ctx: ListContext = { userId: admin, today: deskToday('UTC') };
const list = createLeadListRepository(db);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed(fn: () => Promise<unknown>, runs = 9) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  return median(times);
}

/** The plan's lines that name an index or a scan, and its execution time. */
async function planOf(query: { sql: string; params: unknown[] }): Promise<string> {
  const rows = (await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query.sql}`, query.params)).rows.map((r) => r['QUERY PLAN']);
  const scans = rows
    .filter((l) => /Scan/.test(l))
    .map((l) =>
      l
        .trim()
        .replace(/^->\s*/, '')
        .replace(/\s+\(cost=.*$/, ''),
    );
  return scans.join('; ');
}

const cases: [string, LeadFilter, LeadSortField | `-${LeadSortField}`][] = [
  ['owner=me&due=overdue&sort=nextAction', { owner: 'me', due: 'overdue' }, 'nextAction'],
  ['q=84211 (a fragment)', { q: String(Math.floor(n * 0.84211)) }, '-createdAt'],
  ['q=shops (a common word)', { q: 'shops' }, '-createdAt'],
  ['view=mine', { view: 'mine' }, '-createdAt'],
  ['sort=status', {}, 'status'],
  ['sort=name', {}, 'name'],
  ['q=le (2 characters)', { q: 'le' }, '-createdAt'],
];
console.log('\n| Query | page + total, median of 9 | Plan of the page |');
console.log('|---|---|---|');
for (const [label, filter, sort] of cases) {
  const ms = await timed(() => list.page(filter, { page: 1, pageSize: 50, sort }, ctx));
  const page = db
    .select()
    .from(leads)
    .where(leadListWhere(filter, ctx))
    .orderBy(...leadOrder(sort))
    .limit(50)
    .toSQL();
  console.log(`| ${label} | ${ms.toFixed(1)} ms | ${await planOf(page)} |`);
}
for (const [label, filter] of [
  ['status-counts?owner=me&q=shops', { owner: 'me', q: 'shops' }],
  ['status-counts?view=mine&due=today', { view: 'mine', due: 'today' }],
] as [string, LeadFilter][]) {
  console.log(`| ${label} | ${(await timed(() => list.statusCounts(filter, ctx))).toFixed(1)} ms | |`);
}

// The bulk change: one transaction, the time it holds the database.
const s = performance.now();
const outcome = await runBulk(
  db,
  {
    target: { filter: { service: BULK_SERVICE, status: 'new' } },
    action: 'status',
    value: 'contacted',
    actor: { id: admin, name: 'Bench Admin' },
    ctx,
  },
  { ownerChanged: async () => {}, restored: async () => {}, audit: async () => {} },
);
const bulkMs = performance.now() - s;
const history = (await client.query<{ n: number }>(`select count(*)::int as n from lead_history`)).rows[0]!.n;
console.log(
  `\nbulk status change: ${outcome.status === 'done' ? outcome.count : outcome.matching} leads in ${bulkMs.toFixed(0)} ms (${history} history rows)`,
);
await client.close();
