// Decision 033 (issue 25): the layers as a graph. `npm run check:imports` fails on any edge below, type-only
// imports and dynamic import() included (the ESLint rule sees neither dynamic imports nor cycles).

// The database layer: the schema, the client, the row helpers, and drizzle's query builder. Not in it:
// the content-change channel (LISTEN/NOTIFY, a notifier callers subscribe to) and the check that
// tells a lost connection from other errors.
const DATABASE = ['^server/db/', '(^|/)node_modules/drizzle-orm/'];
const NOT_DATA_ACCESS = '^server/db/(change-notifier|connection-loss)\\.ts$';
const TESTS = '\\.test\\.tsx?$';

// Issue 45 point 2: data access lives in server/repositories/; server/db/ is the database itself and
// server/startup/ the start-up tasks. Outside them, only the wiring that opens or hands on the
// database (each named, so a new one fails).
const WIRING = [
  '^server/(app|main)\\.ts$',
  // The backup command line opens the embedded database; the restore starts PGlite on a copy.
  '^server/backup/(cli|restore-backup)\\.ts$',
  // The job engine runs on the database's own connection (pg-boss, its executor); the jobs hand the
  // database to the repositories they call (the purges of decision 009 are repositories/purges.ts).
  '^server/jobs/(index|sql-executor|housekeeping|blog-schedule|lead-followups|prepare)\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'sql-only-in-repositories',
      severity: 'error',
      comment:
        'Decision 033: only server/repositories/ reads and writes the database. Add a repository function (or use one from server/repositories/index.ts) instead of importing server/db/ or drizzle-orm here; row types come from server/repositories/row-types.ts.',
      from: { path: '^server/', pathNot: ['^server/(repositories|db|startup|mail)/', TESTS, ...WIRING] },
      to: { path: DATABASE, pathNot: NOT_DATA_ACCESS },
    },
    {
      name: 'routes-get-repositories-only',
      severity: 'error',
      comment:
        'Decision 033: routes are handed repositories (server/repositories/index.ts), never the database: no import of server/db/ or drizzle-orm, type-only ones included.',
      from: { path: '^server/routes/', pathNot: TESTS },
      to: { path: DATABASE, pathNot: NOT_DATA_ACCESS },
    },
    {
      name: 'mail-gets-repositories-only',
      severity: 'error',
      comment:
        'Decision 033: mail workers are handed repositories (server/repositories/index.ts) and run transactions through repos.transaction, never the database: no import of server/db/ or drizzle-orm, type-only ones included.',
      from: { path: '^server/mail/', pathNot: TESTS },
      to: { path: DATABASE, pathNot: NOT_DATA_ACCESS },
    },
    { name: 'no-circular', severity: 'error', comment: 'Import cycles hide the order things start in.', from: {}, to: { circular: true } },
    {
      name: 'server-not-to-web',
      severity: 'error',
      comment: 'The API builds and runs without web/ (decision 002): shared values live in contract/.',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The web app reaches the API over HTTP only.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'contract/ is shared by both sides and imports neither.',
      from: { path: '^contract/' },
      to: { path: '^(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|\\.react-router)/' },
    // Type-only imports count: the cycle issue 25 found was type-only.
    tsPreCompilationDeps: true,
    // Resolves the '~/*' and '@contract/*' aliases.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
