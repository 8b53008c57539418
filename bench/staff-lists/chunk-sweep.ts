// How the export's chunk size trades its speed against everyone else's queries on PGlite (one WASM
// instance on the main thread). Usage: npx tsx bench/staff-lists/chunk-sweep.ts [leads] [chunks...]
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';
import { csvLine } from '../../server/lib/csv';
import { deskToday } from '../../server/lib/calendar-day';
import { createLeadListRepository } from '../../server/repositories/lead-list';
import { leadCsvRow } from '../../server/routes/leads/lead-csv';
import { seed } from './seed.mjs';

const [leadsArg, ...chunkArgs] = process.argv.slice(2);
const n = Number(leadsArg ?? 100_000);
const chunks = chunkArgs.length ? chunkArgs.map(Number) : [50, 100, 200, 500, 1000];
const client = await PGlite.create({ extensions: pgliteExtensions });
const { db } = await openDatabase({ pglite: client });
const leads = createLeadListRepository(db);
// The whole list: no filter reads who asks or which day it is.
const UNFILTERED = { userId: '', today: deskToday('UTC') };
await seed((q) => client.exec(q), n);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

console.log(`| Chunk | Export of ${n} leads | Other query: p50 / p99 / max while it runs |`);
console.log('|---|---|---|');
for (const chunk of chunks) {
  // Another request's small query every 10 ms, timed from when it was due (event-loop lag included).
  const waits: number[] = [];
  let running = true;
  const other = (async () => {
    while (running) {
      const due = performance.now() + 10;
      await new Promise((r) => setTimeout(r, 10));
      await db.execute(sql`select 1`);
      waits.push(performance.now() - due);
    }
  })();
  const s = performance.now();
  let bytes = 0;
  for await (const rows of leads.exportChunks({}, UNFILTERED, chunk))
    bytes += rows.map((r) => csvLine(leadCsvRow(r.row, r.ownerName))).join('').length;
  const ms = performance.now() - s;
  running = false;
  await other;
  const f = (x: number) => `${x.toFixed(1)} ms`;
  console.log(
    `| ${chunk} | ${(ms / 1000).toFixed(1)} s (${(bytes / 1048576).toFixed(1)} MB) | ${f(pct(waits, 50))} / ${f(pct(waits, 99))} / ${f(Math.max(...waits))} |`,
  );
}
await client.close();
