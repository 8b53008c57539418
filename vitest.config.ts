import fs from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SlowFirstSequencer } from './test/setup/slow-first-sequencer';

/** Units under server/ that open a test database (test/helpers/db.ts) and so run with the API files. */
const DATABASE_UNITS = ['server/db/insert-many.test.ts', 'server/db/pg-pool.test.ts'];
/**
 * API files that read process-wide metrics or mount the web app's server build (twice in one module
 * graph it overflowed the stack in prosemirror-model): found by what they import, so a new one cannot
 * land in a shared graph by being left off a list (test/api/site-launch.test.ts once did, and failed
 * whenever it shared a worker with another such file). Each runs in a fresh module graph.
 */
const SHARED_GRAPH_IMPORTS = /helpers\/web-build|server\/web\/mount|observability\/metrics/;
/** And the ones that patch globals or the environment, or never finished in a shared graph. */
const SHARED_STATE_FILES = [
  ...fs.globSync('test/api/**/*.test.ts').filter((file) => SHARED_GRAPH_IMPORTS.test(fs.readFileSync(file, 'utf8'))),
  'test/api/blogs-public.test.ts',
  // On PostgreSQL it never finished after 82 files in one module graph (alone: 6 tests in 3 s).
  'test/api/health.test.ts',
  'test/api/security-failures.test.ts',
];

/**
 * Component files that replace modules (vi.mock), globals or timers: each in a fresh module graph. The
 * others share a worker's loaded modules (isolate: false): on two busy cores the 81 files took 145 s
 * that way against 512 s isolated (docs/benchmarks.md, "CI").
 */
const MOCKING_WEB_FILES = [
  'web/features/blog-editor/autosave-timer.test.ts',
  'web/features/blog-editor/editor/image-inserts.test.ts',
  'web/features/contact-form/contact-form.test.tsx',
  'web/features/newsletter/newsletter-box.test.tsx',
  'web/features/site-editor/sortable-list.test.tsx',
  'web/features/site-shell/site-icons.test.ts',
  'web/features/staff/admin-nav.test.tsx',
  'web/features/users/change-password-modal.test.tsx',
  'web/islands/schedule.test.ts',
  'web/lib/api/server-api.server.test.ts',
  'web/routes/auth/login.test.tsx',
];
/** Units that patch the environment or modules. */
const MOCKING_UNITS = ['server/routes/health/write-probe.test.ts'];
const WEB_FILES = ['web/**/*.test.tsx', 'web/**/*.test.ts'];

/** Runs the engine projects on PostgreSQL too, in the same Vitest run, when a server is named and TEST_DB picks none. */
const bothEngines = Boolean(process.env.TEST_DATABASE_URL) && !process.env.TEST_DB;

/**
 * What reaches the database engine: `api` and `api-isolated` on PGlite (or on PostgreSQL with
 * TEST_DB=postgres), and with the suffix `-pg` on PostgreSQL. test/setup/global-db.ts and the tests
 * read the engine from TEST_DB, which the `-pg` projects set.
 */
function engineProjects(suffix: '' | '-pg'): TestProjectInlineConfiguration[] {
  const env = suffix ? { TEST_DB: 'postgres' } : {};
  return [
    {
      // Each file builds its own app on its own database, so files share a worker's loaded modules
      // (isolate: false) instead of importing the server afresh each (3-5 × a file's test time).
      extends: true,
      test: {
        name: `api${suffix}`,
        environment: 'node',
        include: ['test/api/**/*.test.ts'],
        exclude: SHARED_STATE_FILES,
        isolate: false,
        env,
        globalSetup: ['test/setup/global-db.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    },
    {
      // The files that start processes, read process-wide metrics or replace globals: one module graph each.
      extends: true,
      test: {
        name: `api-isolated${suffix}`,
        environment: 'node',
        include: ['test/cluster/**/*.test.ts', ...SHARED_STATE_FILES, ...DATABASE_UNITS],
        env,
        // test/cluster/ starts the built server (test/cluster/embedded-server.ts): built first when stale.
        globalSetup: ['test/setup/global-db.ts', 'test/production/global-build.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    },
  ];
}

export default defineConfig({
  resolve: {
    alias: {
      '~': new URL('./web', import.meta.url).pathname,
      '@contract': new URL('./contract', import.meta.url).pathname,
    },
  },
  test: {
    // Two cores, and much of an API file's time is spent waiting (jobs, mail, timers): a third worker
    // fills those waits (docs/benchmarks.md, "CI"). VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        // Code that reaches no database engine: run once, whatever TEST_DB says.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: [...DATABASE_UNITS, ...MOCKING_UNITS],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', environment: 'node', include: MOCKING_UNITS, testTimeout: 30_000 },
      },
      ...engineProjects(''),
      // With a PostgreSQL server named (TEST_DATABASE_URL, .ci/run starts one) the same files run on it
      // in the same run, beside the rest: one pool keeps both cores busy to the end instead of two
      // stages each ending on its slowest file (docs/benchmarks.md, "CI"). TEST_DB=postgres instead runs
      // the two projects above on PostgreSQL alone (npm run test:pg).
      ...(bothEngines ? engineProjects('-pg') : []),
      {
        // The database's faults (test/faults/): a PostgreSQL cluster of its own and app processes. They
        // run only with TEST_FAULTS=1, which npm run test:pg sets when it runs them alone after the API
        // suite, so their timings do not share the machine with it (skipped in a plain `vitest run`).
        extends: true,
        test: {
          name: 'faults',
          environment: 'node',
          include: ['test/faults/**/*.test.ts'],
          // They start the built server (test/cluster/embedded-server.ts): built first when stale.
          globalSetup: ['test/production/global-build.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['test/public-stylesheet/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        // The built server as production runs it (a pruned install, npm start): builds first when stale.
        extends: true,
        test: {
          name: 'production',
          environment: 'node',
          include: ['test/production/**/*.test.ts'],
          globalSetup: ['test/production/global-build.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: WEB_FILES,
          exclude: MOCKING_WEB_FILES,
          isolate: false,
          setupFiles: ['test/setup/jsdom.ts'],
          // Screens driven with user-event take a few seconds on two busy cores; 5 s (the default) flaked.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: MOCKING_WEB_FILES,
          setupFiles: ['test/setup/jsdom.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
