import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions, pgliteStartParams } from '../db/pglite-open';
import { ExpansionError, forEachEntry, readBody, unsafeEntry } from './archive-entries';
import { BACKUP_FORMAT, DATABASE_ENTRY, MANIFEST_NAME, UPLOADS_PREFIX, type BackupManifest } from './backup-source';

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** A restore builds everything in a folder of this name inside DATA_DIR, then renames it into place. */
const STAGING_PREFIX = '.restore-';

function isEmptyDir(dir: string): boolean {
  if (!fs.existsSync(dir)) return true;
  return fs.readdirSync(dir).length === 0;
}

/** How much a restore may unpack (RESTORE_MAX_MB, RESTORE_MAX_UPLOAD_MB, RESTORE_MAX_RATIO; decision 087). */
export interface RestoreLimits {
  maxBytes: number;
  maxUploadBytes: number;
  maxRatio: number;
}

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes % MB === 0 ? `${bytes / MB} MB` : `${(bytes / MB).toFixed(1)} MB`);
/** backup.json is a few lines; anything bigger is not ours. */
const MAX_MANIFEST_BYTES = 64 * 1024;

function isGzipFile(file: string): boolean {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

interface CheckedArchive {
  manifest: BackupManifest;
  /** The embedded database's dump, copied into the staging folder while it was checked. */
  database: string | null;
}

/**
 * Reads the whole archive, streaming: every entry's name, kind and size, the embedded database's
 * dump (copied to `dumpFile` as it is read, then checked the same way), against the limits.
 * Throws on the first entry that breaks a rule; writes nothing but `dumpFile`.
 */
async function checkArchive(file: string, dumpFile: string, limits: RestoreLimits): Promise<CheckedArchive> {
  let manifest: BackupManifest | null = null;
  let database: string | null = null;
  let unpacked = 0;
  const seen = new Set<string>();
  const refuse = (name: string, why: string) => new RestoreError(`Refused ${file}: entry ${JSON.stringify(name)} ${why}. Nothing was written.`);
  const count = (name: string, size: number) => {
    unpacked += size;
    if (unpacked > limits.maxBytes) throw refuse(name, `takes the archive past ${mb(limits.maxBytes)} unpacked (RESTORE_MAX_MB)`);
  };
  try {
    await forEachEntry(
      fs.createReadStream(file),
      true,
      async (header, body) => {
        const why = unsafeEntry(header);
        if (why) throw refuse(header.name, why);
        const key = path.posix.normalize(header.name).replace(/\/+$/, '');
        if (header.type !== 'directory' && seen.has(key)) throw refuse(header.name, 'appears twice in the archive');
        seen.add(key);
        const size = header.size ?? 0;
        if (header.name.startsWith(UPLOADS_PREFIX) && size > limits.maxUploadBytes) {
          throw refuse(header.name, `is ${mb(size)}, over the ${mb(limits.maxUploadBytes)} an upload may be (RESTORE_MAX_UPLOAD_MB)`);
        }
        count(header.name, size);
        if (header.name === MANIFEST_NAME) {
          if (size > MAX_MANIFEST_BYTES) throw refuse(header.name, `is ${mb(size)}, not a backup's manifest`);
          manifest = JSON.parse((await readBody(body)).toString('utf8')) as BackupManifest;
        } else if (header.name === DATABASE_ENTRY) {
          await pipeline(body, fs.createWriteStream(dumpFile, { flags: 'wx' }));
          database = dumpFile;
        }
      },
      { maxRatio: limits.maxRatio },
    );
  } catch (err) {
    if (err instanceof RestoreError) throw err;
    if (err instanceof ExpansionError) throw new RestoreError(`Refused ${file}: it ${err.message} (RESTORE_MAX_RATIO). Nothing was written.`);
    const reason = err instanceof Error ? err.message : String(err);
    throw new RestoreError(`${file} cannot be read as a backup (${reason.split('\n')[0]}). Nothing was written.`);
  }
  if (database) await checkDump(database, (name, why) => refuse(`${DATABASE_ENTRY}${name}`, why), count, limits);
  const found = manifest as BackupManifest | null;
  if (!found || found.format !== BACKUP_FORMAT) throw new RestoreError(`${file} is not a backup of this site (no ${MANIFEST_NAME}).`);
  if (found.database === 'pglite' && !database) throw new RestoreError(`${file} names an embedded database but does not hold it.`);
  return { manifest: found, database };
}

/** The database dump's own entries: inside its folder, plain files, within the limits, a gzip that unpacks. */
async function checkDump(
  dump: string,
  refuse: (name: string, why: string) => RestoreError,
  count: (name: string, size: number) => void,
  limits: RestoreLimits,
): Promise<void> {
  try {
    await forEachEntry(
      fs.createReadStream(dump),
      isGzipFile(dump),
      async (header) => {
        const why = unsafeEntry(header, true);
        if (why) throw refuse(`:${header.name}`, why);
        count(`:${header.name}`, header.size ?? 0);
      },
      { maxRatio: limits.maxRatio },
    );
  } catch (err) {
    if (err instanceof RestoreError) throw err;
    if (err instanceof ExpansionError) throw refuse('', `${err.message} (RESTORE_MAX_RATIO)`);
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw refuse('', `is not a readable gzip (${reason})`);
  }
}

async function extractUploads(file: string, uploads: string): Promise<void> {
  fs.mkdirSync(uploads, { recursive: true });
  await forEachEntry(fs.createReadStream(file), true, async (header, body) => {
    if (header.type !== 'file' || !header.name.startsWith(UPLOADS_PREFIX)) return;
    const target = path.resolve(uploads, header.name.slice(UPLOADS_PREFIX.length));
    // checkArchive refused every '..' already; this stays as the last word on where a file lands.
    if (!target.startsWith(uploads + path.sep)) throw new RestoreError(`Unsafe path in backup: ${header.name}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(body, fs.createWriteStream(target, { flags: 'wx' }));
  });
}

async function loadDatabase(file: string, dump: string, pgdata: string): Promise<void> {
  let db: PGlite;
  try {
    db = await PGlite.create(pgdata, {
      loadDataDir: await fs.openAsBlob(dump),
      startParams: pgliteStartParams(),
      extensions: pgliteExtensions,
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new RestoreError(`The embedded database in ${file} does not open (${reason}). Nothing was restored.`);
  }
  await db.close();
}

/** What a restore killed half-way left behind; we hold the DATA_DIR lock, so no restore is running. */
function removeStaleStaging(dataDir: string): void {
  for (const name of fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []) {
    if (name.startsWith(STAGING_PREFIX)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an empty DATA_DIR: the embedded database's files under pgdata/ and the
 * images under uploads/. Refuses a folder that holds anything, so a live site is never overwritten.
 * The archive is checked whole, streaming and within `limits`, before anything but the database
 * dump is written (into a staging folder beside the targets), then unpacked there and renamed into
 * place: a failed restore leaves DATA_DIR as it found it.
 */
export async function restoreBackup(file: string, dataDir: string, limits: RestoreLimits): Promise<BackupManifest> {
  const pgdata = path.join(dataDir, 'pgdata');
  const uploads = path.join(dataDir, 'uploads');
  if (!isEmptyDir(pgdata) || !isEmptyDir(uploads)) {
    throw new RestoreError(`DATA_DIR ${dataDir} already holds a database or uploads: restore into an empty folder.`);
  }
  removeStaleStaging(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, STAGING_PREFIX));
  const moved: string[] = [];
  try {
    const { manifest, database } = await checkArchive(file, path.join(staging, 'pgdata.tar.gz'), limits);
    await extractUploads(file, path.join(staging, 'uploads'));
    if (database) {
      await loadDatabase(file, database, path.join(staging, 'pgdata'));
      fs.rmSync(database);
    }
    for (const name of fs.readdirSync(staging)) {
      // rename(2) replaces the empty folder a target may be.
      fs.renameSync(path.join(staging, name), path.join(dataDir, name));
      moved.push(name);
    }
    return manifest;
  } catch (err) {
    for (const name of moved) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    throw err;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
