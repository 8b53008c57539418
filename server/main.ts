import { EnvError, parseEnv } from './config/env';
import { bootstrapAdmin } from './db/bootstrap-admin';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { createUsersRepository } from './routes/users/users-repository';
import { createStorage } from './storage/index';
import { loadWeb } from './web/mount';
import { schedulePurge } from './jobs/purge';
import { scheduleLeadRetention } from './jobs/purge-leads';
import { createLogger } from './logger';

async function main() {
  const started = performance.now();
  let config;
  try {
    config = parseEnv(process.env);
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  logger.info({ db: database.kind }, 'database ready');

  const admin = await bootstrapAdmin(createUsersRepository(database.db), config, logger);
  if (admin.action === 'created' && admin.generatedPassword) {
    // Printed once, on purpose to stdout and not into structured logs.
    console.log(
      `\n  First admin created: ${admin.email}\n  Password: ${admin.generatedPassword}\n  Sign in at ${config.siteUrl}/auth/login and change it.\n`,
    );
  }

  const web = await loadWeb(config);
  const app = await buildApp({
    config,
    db: database.db,
    storage: await createStorage(config),
    logger,
    // One process owns PGlite; on a PostgreSQL server several may run, so limits are counted there.
    rateLimitStore: database.kind === 'postgres' ? 'database' : 'memory',
    web: web?.mount,
    onContentChange: web?.onContentChange,
    mail: config.mail,
    // The embedded database belongs to this one process: jobs it left active were cut off by a crash.
    jobsOrphansAreOurs: database.kind === 'pglite',
  });
  const stopPurge = schedulePurge(database.db, config.LOGIN_WINDOW_MINUTES, (err) => logger.warn({ err }, 'purge of expired rows failed'));
  const stopLeadRetention = scheduleLeadRetention(database.db, config.LEAD_RETENTION_DAYS, (err) =>
    logger.warn({ err }, 'lead retention purge failed'),
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ url: config.siteUrl, ms: Math.round(performance.now() - started) }, 'listening');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    stopPurge();
    stopLeadRetention();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
