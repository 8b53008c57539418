import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { pgliteStartParams } from '../db/pglite-open';
import { BACKUP_FORMAT, DATABASE_ENTRY, MANIFEST_NAME, UPLOADS_PREFIX, type BackupManifest } from './backup-source';

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

function isEmptyDir(dir: string): boolean {
  if (!fs.existsSync(dir)) return true;
  return fs.readdirSync(dir).length === 0;
}

async function readEntry(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Restores a backup into an empty DATA_DIR: the embedded database's files under pgdata/ and the
 * images under uploads/. Refuses a folder that holds anything, so a live site is never overwritten.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const pgdata = path.join(dataDir, 'pgdata');
  const uploads = path.join(dataDir, 'uploads');
  if (!isEmptyDir(pgdata) || !isEmptyDir(uploads)) {
    throw new RestoreError(`DATA_DIR ${dataDir} already holds a database or uploads: restore into an empty folder.`);
  }
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const done = (err?: unknown) => (err ? extract.destroy(err as Error) : next());
    if (header.type !== 'file') return stream.resume().once('end', () => done());
    if (header.name === MANIFEST_NAME) {
      readEntry(stream as unknown as AsyncIterable<Buffer>).then(
        (b) => ((manifest = JSON.parse(b.toString('utf8')) as BackupManifest), done()),
        done,
      );
    } else if (header.name === DATABASE_ENTRY) {
      readEntry(stream as unknown as AsyncIterable<Buffer>).then((b) => ((database = b), done()), done);
    } else if (header.name.startsWith(UPLOADS_PREFIX)) {
      const target = path.resolve(uploads, header.name.slice(UPLOADS_PREFIX.length));
      if (!target.startsWith(uploads + path.sep)) return done(new RestoreError(`Unsafe path in backup: ${header.name}`));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      pipeline(stream, fs.createWriteStream(target)).then(() => done(), done);
    } else {
      stream.resume().once('end', () => done());
    }
  });
  await pipeline(fs.createReadStream(file), createGunzip(), extract);
  const found = manifest as BackupManifest | null;
  if (!found || found.format !== BACKUP_FORMAT) throw new RestoreError(`${file} is not a backup of this site (no ${MANIFEST_NAME}).`);
  if (found.database === 'pglite') {
    if (!database) throw new RestoreError(`${file} names an embedded database but does not hold it.`);
    fs.mkdirSync(pgdata, { recursive: true });
    const db = await PGlite.create(pgdata, { loadDataDir: new Blob([database]), startParams: pgliteStartParams() });
    await db.close();
  }
  return found;
}
