// The database's raw single-row insert rate: sequential INSERTs of one contact row, awaited one by one,
// into a fresh copy of the same schema on the same kind of database (the ceiling for durable writes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm (0014): every open of a migrated database loads it (server/db/pglite-open.ts).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { root } from './server.mjs';

function migrationStatements() {
  const dir = path.join(root, 'server/db/migrations');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter(Boolean);
}

const INSERT = `insert into contacts (name, email, phone, service, budget, message, rnd) values ($1, $2, $3, $4, $5, $6, $7) returning id`;

/**
 * Inserts contact row `i` ("Raw i"); `query` runs SQL text with $n parameters. test/api/bench-seeds.test.ts
 * runs it against the current schema, so the insert cannot fall behind it unnoticed (issue 44).
 * @param {(sql: string, params: unknown[]) => Promise<unknown>} query
 */
export function insertRawContact(query, i) {
  return query(INSERT, [`Raw ${i}`, 'raw@example.com', '+1 5550100', 'Web Scraping', '$501 - $1000', 'Raw insert', false]);
}

async function timeInserts(query, seconds) {
  let n = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    await insertRawContact(query, n);
    n++;
  }
  return n / ((performance.now() - start) / 1000);
}

/** @param {{ kind: 'pglite' } | { kind: 'postgres', url: string }} target */
export async function rawInsertRate(target, seconds = 10) {
  if (target.kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raw-pglite-'));
    const db = await PGlite.create(path.join(dir, 'pgdata'), { extensions: { pg_trgm } });
    try {
      for (const s of migrationStatements()) await db.exec(s);
      return await timeInserts((q, v) => db.query(q, v), seconds);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    for (const s of migrationStatements()) await client.query(s);
    return await timeInserts((q, v) => client.query(q, v), seconds);
  } finally {
    await client.end();
  }
}
