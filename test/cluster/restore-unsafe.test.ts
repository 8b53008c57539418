import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

/** `npm run restore -- FILE` from source. */
function restore(file: string, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', 'restore', file], { env, encoding: 'utf8', timeout: 60_000 });
}

describe.skipIf(process.env.TEST_DB === 'postgres')('restore refuses unsafe archives and leaves nothing behind', () => {
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
  });
});
