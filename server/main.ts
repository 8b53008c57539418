import { EnvError, parseEnv } from './config/env';
import { bootstrapAdmin } from './db/bootstrap-admin';
import { openDatabase } from './db/client';
import { seedStarterContent } from './db/seed-content';
import { buildApp } from './app';
import { createUsersRepository } from './repositories/users';
import { createStorage } from './storage/index';
import { loadWeb } from './web/mount';
import { schedulePurge } from './jobs/purge';
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

  const seeded = await seedStarterContent(database.db, { enabled: config.SEED_CONTENT, admin });
  if (seeded) logger.info({ articles: seeded }, 'starter blog articles published');

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
  });
  const stopPurge = schedulePurge(database.db, config.LOGIN_WINDOW_MINUTES, (err) => logger.warn({ err }, 'purge of expired rows failed'));
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ url: config.siteUrl, ms: Math.round(performance.now() - started) }, 'listening');
  if (admin.action === 'created' && admin.generatedPassword) printFirstAdmin(admin.email, admin.generatedPassword, config.siteUrl, logger);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    stopPurge();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
