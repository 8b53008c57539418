import v8 from 'node:v8';
import { parseEnvOrExit, type Config } from './config/env';
import { bootstrapAdmin, type BootstrapResult } from './startup/bootstrap-admin';
import { auditBootstrap } from './startup/bootstrap-admin-audit';
import { openDatabase, type Database } from './db/client';
import { seedStarterContent } from './startup/seed-content';
import { seedSiteContent } from './startup/seed-site-content';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { buildApp } from './app';
import { createUsersRepository } from './repositories/users';
import { createStorage } from './storage/index';
import { loadWeb } from './web/mount';
import { listenForContentChanges, localContentChanges } from './db/change-notifier';
import { createLogger, flushLog } from './logger';
import type { Logger } from 'pino';
import { createEarlyListener } from './lib/early-listener';
import { runStartSteps, type StartStep } from './startup/start-sequence';
import { startApp } from './startup/start-app';
import { backfillBlogDerived } from './db/backfill-blog-derived';
import { startMetricsServer } from './observability/metrics-server';
import { flushTelemetry } from './observability/tracer';

async function main() {
  const started = performance.now();
  // V8 lets garbage pile up to a few times the live heap before it collects; growing the heap by at
  // most 30 % between collections keeps it near what is live (decision 024: figures, and what else was tried).
  v8.setFlagsFromString('--heap-growing-percent=30');
  const config = parseEnvOrExit(process.env);
  const logger = createLogger(config.LOG_LEVEL);
  // The runtime the project brings (decision 081) or the machine's own: said once, first.
  logger.info({ node: process.version, pid: process.pid }, 'starting');
  const dataDirLock = config.DATABASE_URL ? null : await holdDataDir(config.dataDir);
  // A fault the code did not foresee (a connection lost in some library's timer) is logged, not
  // left to end the process: every other request and job still works (decision 025).
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection (the server keeps running)'));
  // Listening first: until every start step below is done, /api/health (and every path) answers 503.
  const http = createEarlyListener();
  await http.listen(config.PORT, config.HOST);
  // The start sequence (decision 097): each step in turn, with back-off and retries, none under a
  // framework's time limit, each logged once with its duration; one that gives up is named.
  let database!: Database;
  await runStartSteps(
    [
      {
        name: 'database and migrations',
        // It waits for a server that does not answer itself; any other failure is the operator's to fix.
        attempts: 1,
        run: async () =>
          (database = await openDatabase({
            databaseUrl: config.DATABASE_URL,
            dataDir: config.dataDir,
            pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
            timeouts: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
            logger,
          })),
      },
    ],
    { logger },
  );
  logger.info({ db: database.kind }, 'database ready');
  const admin = await seedFirstStart(database.db, config, logger);

  const web = await loadWeb(config);
  // Several processes may share a PostgreSQL server: a post saved through one empties every one's caches.
  const contentChanges =
    database.kind === 'postgres' && config.DATABASE_URL ? listenForContentChanges(config.DATABASE_URL, database.db, logger) : localContentChanges();
  const app = await buildApp({
    config,
    db: database.db,
    storage: await createStorage(config),
    logger,
    // One process owns PGlite; on a PostgreSQL server several may run, so limits are counted there.
    rateLimitStore: database.kind === 'postgres' ? 'database' : 'memory',
    web: web?.mount,
    onContentChange: web?.onContentChange,
    contentChanges,
    housekeeping: { auditRetentionDays: config.AUDIT_RETENTION_DAYS, leadRetentionDays: config.LEAD_RETENTION_DAYS },
    mail: config.mail,
    // The embedded database belongs to this one process: jobs it left active were cut off by a crash.
    jobsOrphansAreOurs: database.kind === 'pglite',
    jobsCronCheckSeconds: config.JOBS_CRON_CHECK_SECONDS,
    jobsMaintenanceSeconds: config.JOBS_MAINTENANCE_SECONDS,
    followUps: { digestCron: config.LEAD_DIGEST_CRON, responseMinutes: config.LEAD_RESPONSE_MINUTES, timeZone: config.TZ },
    dumpDatabase: database.dumpDataDir,
    health: healthOptions(database, config.dataDir),
    serverFactory: http.serverFactory,
  });
  // Redirect rules, page-view counting, jobs, the page-hit path: the app's own start steps.
  await startApp(app);
  http.handOver();
  const metricsPort = config.METRICS_PORT
    ? await startMetricsServer(app.metrics, { port: config.METRICS_PORT, host: config.METRICS_HOST, token: config.METRICS_TOKEN })
    : null;
  logger.info({ url: config.siteUrl, ms: Math.round(performance.now() - started) }, 'listening');
  if (admin.action === 'created' && admin.generatedPassword) printFirstAdmin(admin.email, admin.generatedPassword, config.siteUrl, logger);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await http.close();
    await metricsPort?.close();
    await flushTelemetry();
    await contentChanges.close();
    await database.close();
    await dataDirLock?.release();
    await flushLog(logger); // the last lines may still be on their way out (an asynchronous destination), under the timer too
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** What health reads of the database (decision 025). */
function healthOptions(database: Database, dataDir: string) {
  return {
    databaseAway: () => (database.awayForMs?.() ?? null) !== null,
    trackWriteFailures: database.kind === 'pglite',
    dataDir,
    // A PostgreSQL server answers a one-row upsert in milliseconds from a pool of ten: 1.5 s without
    // an answer means frozen or cut off, and health says so within 3 s.
    heartbeatTimeoutMs: database.kind === 'postgres' ? 1500 : undefined,
    databaseBusySince: database.busySince,
  };
}

/**
 * The first admin, and with SEED_CONTENT the starter blog articles and the sample site content
 * (decision 074) on the first start only; then what older posts and users still miss.
 */
async function seedFirstStart(db: Database['db'], config: Config, logger: Logger): Promise<BootstrapResult> {
  const siteOrigin = new URL(config.siteUrl).origin;
  let admin!: BootstrapResult;
  const steps: StartStep[] = [
    { name: 'first admin', run: async () => (admin = await bootstrapAdmin(createUsersRepository(db), config, logger)) },
    { name: 'first admin audit', run: () => auditBootstrap(db, admin) },
    {
      name: 'starter content',
      run: async () => {
        const articles = await seedStarterContent(db, { enabled: config.SEED_CONTENT, admin });
        if (articles) logger.info({ articles }, 'starter blog articles published');
      },
    },
    {
      name: 'sample site content',
      run: async () => {
        const items = await seedSiteContent(db, { enabled: config.SEED_CONTENT, siteOrigin });
        if (items) logger.info({ items }, 'sample site content published (replace it before launch)');
      },
    },
    {
      // Posts and users from before issue 27: search text, tag slugs, reading time, author slugs (only what is still missing).
      name: 'blog backfill',
      run: async () => {
        const backfilled = await backfillBlogDerived(db, { siteOrigin, isOwnImage: (src) => src.startsWith('/uploads/') });
        if (backfilled.posts || backfilled.users) logger.info(backfilled, 'blog search text, tag and author slugs filled in');
      },
    },
  ];
  await runStartSteps(steps, { logger });
  return admin;
}

/**
 * The generated password, printed once to stdout (never into structured logs) and last: after the
 * logger has written "listening" (on a terminal pino writes from a worker thread, a moment later).
 */
function printFirstAdmin(email: string, password: string, siteUrl: string, logger: { flush(cb?: (err?: Error) => void): void }) {
  const lines = [
    '',
    '  ============================================================',
    `  First admin created: ${email}`,
    `  Password: ${password}`,
    `  Sign in at ${siteUrl}/auth/login and change it.`,
    '  ============================================================',
    '',
  ];
  logger.flush(() => setTimeout(() => console.log(lines.join('\n')), 300));
}

/** The embedded database is one process's alone: a second server on the same DATA_DIR stops here. */
async function holdDataDir(dataDir: string): Promise<DataDirLock> {
  try {
    return await lockDataDir(dataDir, {
      onCompromised: (err) => {
        // Another process may be writing the files now: stop before we write over its changes.
        console.error(`Lost the lock on DATA_DIR ${dataDir} (${err.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
