import type { RegisteredRoute } from '../../helpers/app';
import type { Caller } from './callers';
import { endpointOf, type MatrixRow } from './types';

/**
 * Endpoints anyone may call, without a row: sign-in steps, the public forms, the blog's reads,
 * health and the API document. A public endpoint may instead have a row whose anonymous caller
 * is not refused (401).
 */
export const PUBLIC_ENDPOINTS = new Set([
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // The second step of a sign-in: its challenge (from the password step) is the credential.
  'POST /api/auth/login/two-factor',
  'POST /api/auth/login/two-factor/setup',
  'POST /api/auth/login/two-factor/enrol',
  'POST /api/subscriptions',
  'POST /api/subscriptions/confirm',
  'POST /api/subscriptions/unsubscribe',
  'POST /api/contacts',
  'GET /api/blogs',
  'GET /api/blogs/:id',
  'GET /api/blog-summaries',
  'GET /api/blog-sitemap',
  'GET /api/blog-related/:slug',
  'GET /api/blog-tags/:slug',
  'GET /api/blog-authors/:slug',
  // A preview link's read: the token is the credential (decision 050).
  'GET /api/blog-previews/:token',
  'GET /api/health',
  'GET /api/docs',
  // The integrators' reference page and its bundle, public like the document it shows (decision 070).
  'GET /api/reference',
  'GET /api/reference/:file',
  // A mail provider's inbound webhook: INBOUND_TOKEN is the credential, not a staff session (decision 129).
  'POST /api/inbound/mail',
]);

/**
 * What the matrix misses: a registered /api route with no row (and not public), or a staff route
 * that names no permission. Routes come from the app's onRoute hook, so routes left out of the
 * OpenAPI document (schema.hide) are checked too.
 */
export function coverageProblems(routes: RegisteredRoute[], rows: MatrixRow[]): string[] {
  const covered = new Set(rows.map((r) => endpointOf(r.name)));
  const publicByRow = new Set(rows.filter((r) => r.expected.anonymous !== 401).map((r) => endpointOf(r.name)));
  const problems: string[] = [];
  for (const route of routes) {
    // Not the API, or the catch-all that answers every unknown /api path with the one 404.
    if (!route.url.startsWith('/api/') || route.url === '/api/*') continue;
    const endpoint = `${route.method} ${route.url}`;
    if (PUBLIC_ENDPOINTS.has(endpoint)) continue;
    if (!covered.has(endpoint)) problems.push(`${endpoint}: no row in test/api/role-matrix/rows-*.ts`);
    else if (!route.permission && !publicByRow.has(endpoint)) problems.push(`${endpoint}: no config.permission, and its rows say it is not public`);
  }
  return problems;
}

/** The matrix as Markdown (MATRIX_REPORT=<file>): one line per row, the status each caller got; "got≠expected" marks a failure. */
export function matrixReport(rows: MatrixRow[], callers: readonly Caller[], seen: Map<string, number>): string {
  const head = `| Endpoint | ${callers.map((c) => c.name).join(' | ')} |`;
  const rule = `|---|${callers.map(() => '---').join('|')}|`;
  const lines = rows.map((row) => {
    const cells = callers.map((caller) => {
      const got = seen.get(`${row.name}\u0000${caller.name}`);
      const want = row.expected[caller.role];
      if (got === undefined) return `(${want})`;
      return got === want ? String(got) : `**${got}≠${want}**`;
    });
    return `| \`${row.name}\` | ${cells.join(' | ')} |`;
  });
  const endpoints = new Set(rows.map((r) => endpointOf(r.name))).size;
  return [
    `# Role matrix: ${rows.length} rows (${endpoints} endpoints) × ${callers.length} callers`,
    '',
    'Statuses each caller got; (n) = not run. Public endpoints without rows: ' + [...PUBLIC_ENDPOINTS].map((e) => `\`${e}\``).join(', ') + '.',
    '',
    head,
    rule,
    ...lines,
    '',
  ].join('\n');
}
