import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseEnvOrExit, type Config } from '../config/env';
import { openDatabase } from '../db/client';
import { createSettingsRepository } from '../repositories/settings';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { restoreBackup } from './restore-backup';
import { writeBackupFile } from './write-backup';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (bundled as build/api/backup-cli.js).
 * With the server stopped, backup opens DATA_DIR itself; while it runs, the data directory is the
 * server's alone, so the backup is asked from the server over HTTP as an admin.
 */
const usage = 'Usage: npm run backup -- FILE.tar.gz | npm run restore -- FILE.tar.gz';

const exitOnLostLock = (err: Error) => {
  console.error(`Lost the lock on DATA_DIR (${err.message}); stopping.`);
  process.exit(1);
};

async function backupFromRunningServer(config: Config, file: string, holder: DataDirLockedError): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) {
    throw new Error(
      `${holder.message}\nTo back up while it runs, set ADMIN_EMAIL and ADMIN_PASSWORD of an admin account: the backup is then downloaded from the server at http://127.0.0.1:${config.PORT}.`,
    );
  }
  const base = `http://127.0.0.1:${config.PORT}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in as ${config.ADMIN_EMAIL} at ${base} failed (${login.status}): ${await login.text()}`);
  const { token } = (await login.json()) as { token?: string };
  // A second factor (decision 020) cannot be typed by a cron job.
  if (!token)
    throw new Error(
      `${config.ADMIN_EMAIL} signs in with two-factor sign-in, which a shell backup cannot complete. Use an admin account kept for backups without it (and without the staff-wide requirement), or stop the server and run the backup again.`,
    );
  const res = await fetch(`${base}/api/admin/backup`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`The server refused the backup (${res.status}): ${await res.text()}`);
  const tmp = `${file}.partial`;
  await pipeline(Readable.fromWeb(res.body as WebReadableStream), fs.createWriteStream(tmp));
  fs.renameSync(tmp, file);
  console.log(`Backup written to ${file} (downloaded from the running server, process ${holder.owner?.pid ?? '?'}).`);
}

async function backup(config: Config, file: string): Promise<void> {
  const uploadsRoot = config.STORAGE_DRIVER === 'local' ? path.join(config.dataDir, 'uploads') : undefined;
  if (config.DATABASE_URL) {
    const manifest = await writeBackupFile({ uploadsRoot }, file);
    console.log(
      `Uploads (${manifest.uploads} files) written to ${file}. The PostgreSQL database is not in it: back it up with pg_dump (docs/deploy.md).`,
    );
    return;
  }
  let lock;
  try {
    lock = await lockDataDir(config.dataDir, { onCompromised: exitOnLostLock, staleMs: 20_000 });
  } catch (err) {
    if (err instanceof DataDirLockedError) return backupFromRunningServer(config, file, err);
    throw err;
  }
  try {
    const database = await openDatabase({ dataDir: config.dataDir, pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS, migrate: false });
    try {
      const manifest = await writeBackupFile({ dumpDatabase: database.dumpDataDir, uploadsRoot }, file);
      // The launch checklist's "backup in the last 7 days" (a download from a running server is audited instead).
      await createSettingsRepository(database.db)
        .recordBackupTaken(new Date(manifest.createdAt))
        .catch((err: unknown) => console.warn(`The backup is written; recording its time for the launch checklist failed: ${String(err)}`));
      console.log(`Backup written to ${file}: the embedded database and ${manifest.uploads} uploaded files.`);
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

async function restore(config: Config, file: string): Promise<void> {
  // Holding the lock keeps a server from starting on the folder half-restored.
  const lock = await lockDataDir(config.dataDir, { onCompromised: exitOnLostLock });
  try {
    const manifest = await restoreBackup(file, config.dataDir, {
      maxBytes: config.RESTORE_MAX_MB * 1024 * 1024,
      maxUploadBytes: config.RESTORE_MAX_UPLOAD_MB * 1024 * 1024,
      maxRatio: config.RESTORE_MAX_RATIO,
    });
    console.log(
      manifest.database === 'pglite'
        ? `Restored the embedded database and ${manifest.uploads} uploaded files into ${config.dataDir}. Start the server: npm start`
        : `Restored ${manifest.uploads} uploaded files into ${config.dataDir}. The database was on a PostgreSQL server: restore it with pg_restore (docs/deploy.md).`,
    );
  } finally {
    await lock.release();
  }
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(usage);
    process.exit(2);
  }
  const config = parseEnvOrExit(process.env);
  const target = path.resolve(file);
  if (command === 'backup') await backup(config, target);
  else await restore(config, target);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
