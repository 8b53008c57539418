import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions, pgliteStartParams } from '../db/pglite-open';
import { forEachEntry, readBody, unsafeEntry } from './archive-entries';
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

const isGzip = (b: Buffer) => b.length > 1 && b[0] === 0x1f && b[1] === 0x8b;

interface CheckedArchive {
  manifest: BackupManifest;
  database: Buffer | null;
}

/** Reads the whole archive and the database dump inside it, writing nothing; throws on the first unsafe entry. */
async function checkArchive(file: string): Promise<CheckedArchive> {
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  const refuse = (name: string, why: string) => new RestoreError(`Refused ${file}: entry ${JSON.stringify(name)} ${why}. Nothing was written.`);
  try {
    await forEachEntry(fs.createReadStream(file), true, async (header, body) => {
      const why = unsafeEntry(header);
      if (why) throw refuse(header.name, why);
      if (header.name === MANIFEST_NAME) manifest = JSON.parse((await readBody(body)).toString('utf8')) as BackupManifest;
      else if (header.name === DATABASE_ENTRY) database = await readBody(body);
    });
    const dump = database as Buffer | null;
    if (dump) {
      await forEachEntry(Readable.from([dump]), isGzip(dump), async (header) => {
        const why = unsafeEntry(header, true);
        if (why) throw refuse(`${DATABASE_ENTRY}:${header.name}`, why);
      });
    }
  } catch (err) {
    if (err instanceof RestoreError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new RestoreError(`${file} cannot be read as a backup (${reason.split('\n')[0]}). Nothing was written.`);
  }
  const found = manifest as BackupManifest | null;
  if (!found || found.format !== BACKUP_FORMAT) throw new RestoreError(`${file} is not a backup of this site (no ${MANIFEST_NAME}).`);
  if (found.database === 'pglite' && !database) throw new RestoreError(`${file} names an embedded database but does not hold it.`);
  return { manifest: found, database };
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

async function loadDatabase(file: string, dump: Buffer, pgdata: string): Promise<void> {
  let db: PGlite;
  try {
    db = await PGlite.create(pgdata, {
      loadDataDir: new Blob([new Uint8Array(dump)]),
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
 * The archive is checked whole before anything is written, then unpacked into a staging folder
 * beside the targets and renamed into place: a failed restore leaves DATA_DIR as it found it.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const pgdata = path.join(dataDir, 'pgdata');
  const uploads = path.join(dataDir, 'uploads');
  if (!isEmptyDir(pgdata) || !isEmptyDir(uploads)) {
    throw new RestoreError(`DATA_DIR ${dataDir} already holds a database or uploads: restore into an empty folder.`);
  }
  const { manifest, database } = await checkArchive(file);
  removeStaleStaging(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, STAGING_PREFIX));
  const moved: string[] = [];
  try {
    await extractUploads(file, path.join(staging, 'uploads'));
    if (database) await loadDatabase(file, database, path.join(staging, 'pgdata'));
    for (const name of fs.readdirSync(staging)) {
      // rename(2) replaces the empty folder a target may be.
      fs.renameSync(path.join(staging, name), path.join(dataDir, name));
      moved.push(name);
    }
  } catch (err) {
    for (const name of moved) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    throw err;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return manifest;
}
