import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCli } from './embedded-server';

type Entry = { header: Partial<tar.Header> & { name: string }; body?: Buffer | string };

async function tarball(entries: Entry[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const { header, body } of entries) pack.entry(header, body ?? '');
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  return gzipSync(Buffer.concat(chunks));
}

const manifest = (database: 'pglite' | 'postgres', uploads: number): Entry => ({
  header: { name: 'backup.json' },
  body: JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database, uploads }),
});
const upload = (name: string, body = 'image bytes'): Entry => ({ header: { name: `uploads/${name}` }, body });

/** `npm run restore -- FILE`: the built command. */
function restore(file: string, dataDir: string) {
  return runBackupCli(['restore', file], { DATA_DIR: dataDir }, 60_000);
}

describe.skipIf(process.env.TEST_DB === 'postgres')('restore refuses unsafe archives and leaves nothing behind', { timeout: 90_000 }, () => {
  let root = '';
  let dataDir = '';
  let outside = '';
  const archive = async (name: string, entries: Entry[]) => {
    const file = path.join(root, `${name}.tar.gz`);
    await fs.writeFile(file, await tarball(entries));
    return file;
  };
  /** What DATA_DIR holds besides the lock's own files. */
  const contents = async () => (await fs.readdir(dataDir).catch(() => [])).filter((n) => !n.startsWith('server.')).sort();

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-unsafe-'));
    dataDir = path.join(root, 'site', 'data');
    outside = path.join(root, 'site', 'escaped.txt');
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  const unsafe: [string, Entry][] = [
    ['a ../ path', upload('../../escaped.txt', 'owned')],
    ['an absolute path', { header: { name: '/tmp/restore-unsafe-absolute.txt' }, body: 'owned' }],
    ['a symbolic link pointing outside', { header: { name: 'uploads/link', type: 'symlink', linkname: '../../escaped.txt' } }],
    ['a hard link pointing outside', { header: { name: 'uploads/hard', type: 'link', linkname: '/etc/passwd' } }],
    ['a device file', { header: { name: 'uploads/tty', type: 'character-device', devmajor: 5, devminor: 0 } }],
  ];

  it.each(unsafe)('refuses %s with one line, before writing anything', async (_, bad) => {
    // A good file comes first: it must not be written either.
    const file = await archive('unsafe', [manifest('postgres', 2), upload('2026/11/first.png'), bad]);
    const run = restore(file, dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
    expect(run.stderr).toContain(`Refused ${file}: entry`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(await contents()).toEqual([]);
    await expect(fs.stat(outside)).rejects.toThrow();
    await expect(fs.stat('/tmp/restore-unsafe-absolute.txt')).rejects.toThrow();
  });

  it("refuses an embedded database dump that climbs out of the database's folder", async () => {
    const dump = await tarball([
      { header: { name: '/PG_VERSION' }, body: '17' },
      { header: { name: '/../../escaped.txt' }, body: 'owned' },
    ]);
    const file = await archive('dump', [manifest('pglite', 1), { header: { name: 'database/pgdata.tar.gz' }, body: dump }, upload('a.png')]);
    const run = restore(file, dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Refused ${file}: entry "database/pgdata.tar.gz:/../../escaped.txt" climbs out of the archive's folder ('..'). Nothing was written.`,
    );
    expect(await contents()).toEqual([]);
  });

  it('answers a damaged archive in one line', async () => {
    const good = await fs.readFile(await archive('good', [manifest('postgres', 1), upload('a.png', 'x'.repeat(20_000))]));
    const cut = path.join(root, 'cut.tar.gz');
    await fs.writeFile(cut, good.subarray(0, Math.floor(good.length / 2)));
    const run = restore(cut, dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^\S+cut\.tar\.gz cannot be read as a backup \(.+\)\. Nothing was written\.$/);
    expect(await contents()).toEqual([]);
  });

  it('a database dump that does not open: one line, and neither it nor the uploads are left', async () => {
    const dump = await tarball([
      { header: { name: '/PG_VERSION' }, body: '17\n' },
      { header: { name: '/global/pg_control' }, body: 'not a control file' },
    ]);
    const file = await archive('baddb', [manifest('pglite', 1), { header: { name: 'database/pgdata.tar.gz' }, body: dump }, upload('a.png')]);
    const run = restore(file, dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(new RegExp(`^The embedded database in ${file} does not open \\(.+\\)\\. Nothing was restored\\.$`));
    expect(await contents()).toEqual([]);
  });

  it('removes what it unpacked when it fails half-way, and what a killed restore left', async () => {
    // Two entries of one name: the second cannot be created, after the first was unpacked.
    const file = await archive('twice', [manifest('postgres', 2), upload('same.png'), upload('same.png')]);
    const run = restore(file, dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(await contents()).toEqual([]);

    await fs.mkdir(path.join(dataDir, '.restore-killed', 'uploads'), { recursive: true });
    await fs.writeFile(path.join(dataDir, '.restore-killed', 'uploads', 'half.png'), 'half');
    const ok = restore(await archive('fine', [manifest('postgres', 1), upload('2026/11/kept.png', 'kept')]), dataDir);
    expect(ok.status, ok.stderr).toBe(0);
    expect(await contents()).toEqual(['uploads']);
    expect(await fs.readFile(path.join(dataDir, 'uploads', '2026', '11', 'kept.png'), 'utf8')).toBe('kept');
  }, 120_000);
});

/** `size` zero bytes into a tar entry, a megabyte at a time, minding back-pressure. */
async function writeZeros(entry: unknown, size: number): Promise<void> {
  const body = entry as NodeJS.WritableStream;
  const zeros = Buffer.alloc(1 << 20);
  for (let left = size; left > 0; left -= zeros.length) {
    if (!body.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await new Promise<void>((r) => body.once('drain', () => r()));
  }
  await new Promise<void>((r) => body.end(() => r()));
}

/** A tar.gz written as a stream: entries whose bodies are `size` zero bytes, never held in memory whole. */
async function zeroArchive(file: string, entries: (Entry | { header: { name: string }; zeros: number; gzipBody?: boolean })[]): Promise<void> {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip({ level: 9 }), createWriteStream(file));
  for (const entry of entries) {
    if (!('zeros' in entry)) {
      pack.entry(entry.header, entry.body ?? '');
      continue;
    }
    if (entry.gzipBody) {
      // A gzip of a tar holding one file of zeros: small here, huge unpacked.
      const inner = tar.pack();
      const chunks: Buffer[] = [];
      const gz = inner.pipe(createGzip({ level: 9 }));
      gz.on('data', (c: Buffer) => chunks.push(c));
      const ended = new Promise((resolve) => gz.on('end', resolve));
      await writeZeros(inner.entry({ name: '/PG_VERSION', size: entry.zeros }), entry.zeros);
      inner.finalize();
      await ended;
      pack.entry({ ...entry.header }, Buffer.concat(chunks));
      continue;
    }
    await writeZeros(pack.entry({ ...entry.header, size: entry.zeros }), entry.zeros);
  }
  pack.finalize();
  await done;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('restore refuses archives that would eat the machine (issue 42 point 4)', () => {
  let root = '';
  let dataDir = '';
  const contents = async () => (await fs.readdir(dataDir).catch(() => [])).filter((n) => !n.startsWith('server.')).sort();
  const run = (file: string, env: Record<string, string> = {}) => runBackupCli(['restore', file], { DATA_DIR: dataDir, ...env }, 120_000);
  const expectRefusedInOneLine = async (result: ReturnType<typeof run>, pattern: RegExp) => {
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr.trim().split('\n'), result.stderr).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(pattern);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(await contents()).toEqual([]);
  };

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-caps-'));
    dataDir = path.join(root, 'site', 'data');
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('a database entry that expands a thousandfold (a gzip bomb): refused by the ratio cap, streamed, never held whole', async () => {
    const file = path.join(root, 'bomb.tar.gz');
    await zeroArchive(file, [manifest('pglite', 0), { header: { name: 'database/pgdata.tar.gz' }, zeros: 300 << 20, gzipBody: true }]);
    expect((await fs.stat(file)).size).toBeLessThan(1 << 20);
    await expectRefusedInOneLine(
      run(file),
      /^Refused \S+bomb\.tar\.gz: entry "database\/pgdata\.tar\.gz" expands more than 100 times \(RESTORE_MAX_RATIO\)\. Nothing was written\.$/,
    );
  }, 120_000);

  it('an archive whose own gzip expands a thousandfold: refused before its entry is read whole', async () => {
    const file = path.join(root, 'outer.tar.gz');
    await zeroArchive(file, [manifest('pglite', 0), { header: { name: 'database/pgdata.tar.gz' }, zeros: 300 << 20 }]);
    await expectRefusedInOneLine(
      run(file),
      /^Refused \S+outer\.tar\.gz: it expands more than 100 times \(RESTORE_MAX_RATIO\)\. Nothing was written\.$/,
    );
  }, 120_000);

  it('an upload larger than RESTORE_MAX_UPLOAD_MB, and an archive larger than RESTORE_MAX_MB unpacked', async () => {
    const file = path.join(root, 'big.tar.gz');
    await zeroArchive(file, [manifest('postgres', 2), upload('2026/11/small.png'), { header: { name: 'uploads/2026/11/huge.png' }, zeros: 3 << 20 }]);
    await expectRefusedInOneLine(
      run(file, { RESTORE_MAX_UPLOAD_MB: '2', RESTORE_MAX_RATIO: '100000' }),
      /^Refused \S+big\.tar\.gz: entry "uploads\/2026\/11\/huge\.png" is 3 MB, over the 2 MB an upload may be \(RESTORE_MAX_UPLOAD_MB\)\. Nothing was written\.$/,
    );
    await expectRefusedInOneLine(
      run(file, { RESTORE_MAX_MB: '2', RESTORE_MAX_RATIO: '100000' }),
      /^Refused \S+big\.tar\.gz: entry "uploads\/2026\/11\/huge\.png" takes the archive past 2 MB unpacked \(RESTORE_MAX_MB\)\. Nothing was written\.$/,
    );
  }, 120_000);

  it('a corrupt gzip as the database: one clear line, no uncaught error', async () => {
    const corrupt = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03]), Buffer.alloc(4096, 0xa5)]);
    const file = path.join(root, 'corrupt.tar.gz');
    await fs.writeFile(file, await tarball([manifest('pglite', 0), { header: { name: 'database/pgdata.tar.gz' }, body: corrupt }]));
    await expectRefusedInOneLine(
      run(file),
      /^Refused \S+corrupt\.tar\.gz: entry "database\/pgdata\.tar\.gz" is not a readable gzip \(.+\)\. Nothing was written\.$/,
    );
  }, 120_000);

  it('two entries of one name: refused by name before anything is written', async () => {
    const file = path.join(root, 'dup.tar.gz');
    await fs.writeFile(file, await tarball([manifest('postgres', 2), upload('2026/11/same.png'), upload('2026/11/./same.png')]));
    await expectRefusedInOneLine(
      run(file),
      /^Refused \S+dup\.tar\.gz: entry "uploads\/2026\/11\/\.\/same\.png" appears twice in the archive\. Nothing was written\.$/,
    );
  }, 120_000);
});
