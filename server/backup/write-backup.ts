import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import tar from 'tar-stream';
import { BACKUP_FORMAT, DATABASE_ENTRY, MANIFEST_NAME, UPLOADS_PREFIX, type BackupManifest, type BackupSource } from './backup-source';

async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return (
    entries
      .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
      // Local storage writes a temporary file, then renames it: only finished files go in.
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort()
  );
}

function addFile(pack: tar.Pack, name: string, file: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o644 }, (err) => (err ? reject(err) : resolve()));
    fs.createReadStream(file).on('error', reject).pipe(entry);
  });
}

/**
 * A consistent backup as a tar.gz stream: the database snapshot is taken first, then the uploads
 * are listed, so every image a saved post names is in the archive.
 */
export async function createBackupStream(source: BackupSource): Promise<{ manifest: BackupManifest; stream: Readable }> {
  const database = source.dumpDatabase ? Buffer.from(await (await source.dumpDatabase()).arrayBuffer()) : null;
  const root = source.uploadsRoot;
  const uploads = root ? await listFiles(root) : [];
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: database ? 'pglite' : 'postgres',
    uploads: uploads.length,
  };
  const pack = tar.pack();
  const fill = async () => {
    pack.entry({ name: MANIFEST_NAME, mode: 0o644 }, JSON.stringify(manifest, null, 2) + '\n');
    if (database) pack.entry({ name: DATABASE_ENTRY, mode: 0o644 }, database);
    for (const rel of uploads) {
      const file = path.join(root!, rel);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat) await addFile(pack, UPLOADS_PREFIX + rel.split(path.sep).join('/'), file, stat.size);
    }
    pack.finalize();
  };
  fill().catch((err: unknown) => pack.destroy(err as Error));
  return { manifest, stream: pack.pipe(createGzip()) };
}

/** Writes a backup to a file (the shell command with the server stopped). */
export async function writeBackupFile(source: BackupSource, file: string): Promise<BackupManifest> {
  const { manifest, stream } = await createBackupStream(source);
  const tmp = `${file}.partial`;
  await pipeline(stream, fs.createWriteStream(tmp));
  await fs.promises.rename(tmp, file);
  return manifest;
}
