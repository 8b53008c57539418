import fs from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REAUTH_MESSAGE } from '@contract/reauth';
import { ROLES, grantsPower, type Role } from '@contract/roles';
import { buildTestApp, type Session } from '../../helpers/app';
import { countRows, expectErrorShape } from '../../helpers/fixtures';
import { CALLERS, authHeaders } from './callers';
import { PUBLIC_ENDPOINTS, coverageProblems, matrixReport } from './report';
import { endpointOf, type MatrixContext, type MatrixRow, type MatrixRows } from './types';

/**
 * The role matrix (issue 28, decision 054): every endpoint × every role, with the status each role
 * must get written out per row. Rows live in rows-*.ts (one file per area); each file's default
 * export and every export named …Rows is a set of rows. Fails for an endpoint missing from it.
 */
const rowFiles = import.meta.glob<Record<string, unknown>>('./rows-*.ts', { eager: true });
const rowSets: MatrixRows[] = Object.values(rowFiles).flatMap((mod) =>
  Object.entries(mod)
    .filter(([name, value]) => (name === 'default' || name.endsWith('Rows')) && typeof value === 'function')
    .map(([, value]) => value as MatrixRows),
);

describe('role matrix: every endpoint × every role', async () => {
  // Webhook rows target a loopback port that refuses at once (rows-webhooks.ts).
  const { app, database, routes, loginAs } = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE: true });
  const sessions = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await loginAs(role)] as const))) as Record<Role, Session>;
  const ctx: MatrixContext = { app, database, sessions };
  const rows: MatrixRow[] = rowSets.flatMap((set) => set(ctx));
  const seen = new Map<string, number>();

  afterAll(async () => {
    const file = process.env.MATRIX_REPORT;
    if (file) await fs.writeFile(file, matrixReport(rows, CALLERS, seen));
  });

  const cases = rows.flatMap((row) => CALLERS.map((caller) => ({ row, caller, status: row.expected[caller.role] })));

  it.each(cases)('$row.name as $caller.name → $status', async ({ row, caller, status }) => {
    const me = caller.role === 'anonymous' ? undefined : sessions[caller.role];
    const req = await row.build(me, ctx);
    const before = await countRows(database.db);
    const res = await app.inject({ method: req.method, url: req.url, payload: req.payload, headers: { ...req.headers, ...authHeaders(caller, me) } });
    seen.set(`${row.name}\u0000${caller.name}`, res.statusCode);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
    if (status >= 400) {
      const body = expectErrorShape(res);
      if (status === 401) expect(body.message).toBe('Please sign in to continue');
      // A refused request changes nothing. Rate-limit counters are not data: a wrong guess counts, and an
      // earlier request's counter can land in between (one more row seen once on PostgreSQL in CI).
      const after = await countRows(database.db);
      expect(after.rateLimits).toBeGreaterThanOrEqual(before.rateLimits);
      expect({ ...after, rateLimits: 0 }).toEqual({ ...before, rateLimits: 0 });
    }
  });

  it('has a row for every registered /api endpoint but the public ones, and every staff route names its permission', () => {
    expect(coverageProblems(routes, rows)).toEqual([]);
  });

  it('every write that grants or removes power asks for re-authentication: each such row, by each role it admits, with a stale session (issue 42)', async () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    const powerWrites = routes.filter((r) => r.url.startsWith('/api/') && r.permission && grantsPower(r.permission) && r.method !== 'GET');
    // The one write under a power permission that may go without: it only takes sessions away (server/routes/auth/sessions.ts).
    expect(powerWrites.filter((r) => r.reauth === false).map(key)).toEqual(['DELETE /api/auth/users/:id/sessions']);
    const sensitive = new Set(powerWrites.filter((r) => r.reauth !== false).map(key));
    const stale = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await loginAs(role)] as const))) as Record<Role, Session>;
    await database.db.execute(
      sql`update sessions set reauth_at = now() - interval '1 day' where user_id in (${sql.join(
        ROLES.map((role) => sql`${stale[role].user._id}`),
        sql`, `,
      )})`,
    );
    const walked = new Set<string>();
    const problems: string[] = [];
    for (const row of rows.filter((r) => sensitive.has(endpointOf(r.name)))) {
      for (const role of ROLES.filter((r) => row.expected[r] < 300)) {
        const req = await row.build(stale[role], ctx);
        const before = await countRows(database.db);
        const res = await app.inject({
          method: req.method,
          url: req.url,
          payload: req.payload,
          headers: { ...req.headers, ...stale[role].bearerHeaders },
        });
        walked.add(endpointOf(row.name));
        const body = res.json() as { reauth?: boolean; message?: string };
        if (res.statusCode !== 403 || body.reauth !== true || body.message !== REAUTH_MESSAGE)
          problems.push(`${row.name} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        const after = await countRows(database.db);
        if (JSON.stringify({ ...after, rateLimits: 0 }) !== JSON.stringify({ ...before, rateLimits: 0 }))
          problems.push(`${row.name} as ${role}: changed data`);
      }
    }
    expect(problems).toEqual([]);
    // Every power write was tried: a route with no admitting row would otherwise pass unseen.
    expect([...sensitive].filter((e) => !walked.has(e))).toEqual([]);
  });

  it('the completeness check names an endpoint without a row, and a staff route without a permission', () => {
    const extra = [
      { method: 'GET', url: '/api/not-in-the-matrix', permission: 'account' as const, reauth: undefined, hidden: true },
      { method: 'POST', url: '/api/contacts/bulk', permission: undefined, reauth: undefined, hidden: false },
    ];
    expect(coverageProblems([...routes.filter((r) => r.url !== '/api/contacts/bulk'), ...extra], rows)).toEqual([
      'GET /api/not-in-the-matrix: no row in test/api/role-matrix/rows-*.ts',
      'POST /api/contacts/bulk: no config.permission, and its rows say it is not public',
    ]);
  });

  it('names only endpoints that exist, and public ones are not rows', () => {
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(rows.map((r) => endpointOf(r.name)).filter((e) => !registered.has(e))).toEqual([]);
    expect([...PUBLIC_ENDPOINTS].filter((e) => !registered.has(e))).toEqual([]);
  });

  it('gives every row an expectation for each role, and runs ten callers', () => {
    for (const row of rows) expect(Object.keys(row.expected).sort(), row.name).toEqual(['anonymous', ...ROLES].sort());
    expect(CALLERS).toHaveLength(10);
    expect(new Set(rows.map((r) => r.name)).size, 'row names are unique').toBe(rows.length);
  });
});
