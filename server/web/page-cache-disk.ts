import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What a kept page's file holds: its headers and its brotli body. */
export interface DiskRecord {
  status: number;
  headers: [string, string][];
  policy?: string;
  etag: string;
  br: Buffer;
}

export interface DiskTierOptions {
  /** This process's own folder (nothing else writes there); emptied when the tier is made. */
  dir: string;
  maxBytes: number;
  /** Told once when writing fails (the cache goes on in memory), and once when it works again. */
  log: (message: string, err?: unknown) => void;
}

/** After a failed write, pages are kept in memory only this long before the disk is tried again. */
const RETRY_WRITES_AFTER_MS = 60_000;
/** Folders of other processes under the same parent untouched this long are left over from a crash. */
const ORPHAN_AFTER_MS = 2 * 24 * 60 * 60_000;

/**
 * This process's folder of the page cache's disk tier (decision 109): one folder per process, so
 * processes sharing a DATA_DIR on PostgreSQL never read each other's pages; each one's pages are
 * dropped by the same notifications as its memory.
 */
export function pageCacheDir(dataDir: string): string {
  return path.join(dataDir, 'page-cache', `${process.pid}-${randomBytes(4).toString('hex')}`);
}

/**
 * The disk tier's files. The page cache keeps the index (which key has which file, its tags and
 * lifetime) in memory, so a file is read only for a page the index holds, and a file exists only
 * once written whole: nothing reads a file while it is written. Every file gets a new name, so a
 * slow write of an older render never overwrites a newer one.
 */
export function createDiskTier({ dir, log }: DiskTierOptions) {
  // Left over from an earlier process of the same name, or a crash: emptied, never read.
  const emptied = fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  void sweepOrphans(path.dirname(dir), path.basename(dir));
  let epoch = 0;
  let folder: Promise<string> | null = null;
  let failing = false;
  let retryAt = 0;
  let touchedAt = 0;
  const epochDir = () => path.join(dir, String(epoch));
  const ready = () => (folder ??= emptied.then(async () => (await fs.mkdir(epochDir(), { recursive: true }), epochDir())));

  return {
    /** Writes a page; its file and size, or null when the disk cannot take it (logged once, not thrown). */
    async write(key: string, record: DiskRecord): Promise<{ file: string; bytes: number } | null> {
      if (failing && Date.now() < retryAt) return null;
      let file: string | null = null;
      try {
        const name = `${createHash('sha256').update(key).digest('base64url').slice(0, 22)}-${randomBytes(6).toString('hex')}`;
        file = path.join(await ready(), name);
        const head = Buffer.from(JSON.stringify({ key, status: record.status, headers: record.headers, policy: record.policy, etag: record.etag }));
        const length = Buffer.alloc(4);
        length.writeUInt32BE(head.length);
        const data = Buffer.concat([length, head, record.br]);
        await fs.writeFile(file, data);
        // A live process's folder is never taken for an orphan (sweepOrphans).
        if (Date.now() - touchedAt > 60 * 60_000) {
          touchedAt = Date.now();
          void fs.utimes(dir, new Date(), new Date()).catch(() => undefined);
        }
        if (failing) log('page cache: writing pages to disk again');
        failing = false;
        return { file, bytes: data.length };
      } catch (err) {
        if (file) void fs.rm(file, { force: true }).catch(() => undefined);
        folder = null;
        if (!failing) log('page cache: cannot write pages to disk; keeping them in memory only for now', err);
        failing = true;
        retryAt = Date.now() + RETRY_WRITES_AFTER_MS;
        return null;
      }
    },
    /** A page's file, or undefined when it is gone or not that key's. */
    async read(file: string, key: string): Promise<DiskRecord | undefined> {
      try {
        // Read in one go on the main thread, as nginx reads files by default: a page of tens of KB
        // from the OS's cache takes 10-25 µs so, while fs.readFile's four trips through the thread
        // pool cost a disk answer ~100 µs of CPU more (bench/long-tail: the tail 0.35 → 0.37 × the
        // hot article, 4,000 → 4,700 req/s, p99 55 → 38 ms).
        const data = readFileSync(file);
        const length = data.readUInt32BE(0);
        const head = JSON.parse(data.subarray(4, 4 + length).toString('utf8')) as Omit<DiskRecord, 'br'> & { key: string };
        if (head.key !== key) return undefined;
        return { status: head.status, headers: head.headers, policy: head.policy, etag: head.etag, br: data.subarray(4 + length) };
      } catch {
        return undefined;
      }
    },
    remove(file: string): void {
      void fs.rm(file, { force: true }).catch(() => undefined);
    },
    /** Every file out: the folder of this epoch goes, the next writes start a new one. */
    clear(): void {
      const old = epochDir();
      epoch++;
      folder = null;
      void emptied.then(() => fs.rm(old, { recursive: true, force: true })).catch(() => undefined);
    },
    /** The folder goes with the process. */
    close: () => emptied.then(() => fs.rm(dir, { recursive: true, force: true })).catch(() => undefined),
  };
}
export type DiskTier = ReturnType<typeof createDiskTier>;

/** Other processes' folders untouched for days: a process that ended without closing (killed, crashed). */
async function sweepOrphans(parent: string, own: string): Promise<void> {
  try {
    for (const name of await fs.readdir(parent)) {
      if (name === own) continue;
      const folder = path.join(parent, name);
      const { mtimeMs } = await fs.stat(folder);
      if (Date.now() - mtimeMs > ORPHAN_AFTER_MS) await fs.rm(folder, { recursive: true, force: true });
    }
  } catch {
    // No parent yet, or a folder another process removed meanwhile.
  }
}
