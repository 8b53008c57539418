import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noiseText } from '../../test/helpers/noise';
import { createPageCache, type KeptPage, type PageCache } from './page-cache';

const page = (body: string) => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body: Buffer.from(body) });
const text = async (cache: PageCache, kept: KeptPage | undefined) => (await cache.body(kept!, null)).toString();
const noise = (seed: number) => `<p>${seed}</p>${noiseText(seed)}`;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
function tempDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  folders.push(folder);
  return folder;
}

/** Writes end after set() returns. */
async function filesWritten(cache: PageCache, count: number) {
  await vi.waitFor(() => expect(cache.diskPages).toBe(count), { timeout: 5_000 });
}

describe('the page cache on disk', () => {
  it('a page pushed out of memory is read back from its file, not lost; the byte budget holds', async () => {
    const dir = path.join(tempDir(), 'p1');
    const cache = createPageCache({ maxBytes: 18_000, disk: { dir, maxBytes: 10 * 1024 * 1024, log: () => undefined } });
    for (let i = 1; i <= 8; i++) await cache.set(`/blogs/${i}`, page(noise(i)), cache.generation(), ['c:blog']);
    await filesWritten(cache, 8);
    expect(cache.bytes).toBeLessThanOrEqual(18_000);
    expect(cache.get('/blogs/1')).toBeUndefined();
    expect(cache.known).toBe(8);
    const read = await cache.fresh('/blogs/1');
    expect(await text(cache, read)).toBe(noise(1));
    // Back in memory: the next hit needs no read.
    expect(cache.get('/blogs/1')).toBe(read);
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
  });

  it('a page pushed out of memory while its file is still written is taken back, not lost, and its file still comes', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writeFile = fsPromises.writeFile;
    const slowWrites = vi.spyOn(fsPromises, 'writeFile').mockImplementation(async (...args: Parameters<typeof writeFile>) => {
      await held;
      return writeFile(...args);
    });
    try {
      const dir = path.join(tempDir(), 'p0');
      const cache = createPageCache({ maxBytes: 18_000, disk: { dir, maxBytes: 10 * 1024 * 1024, log: () => undefined } });
      for (let i = 1; i <= 8; i++) await cache.set(`/blogs/${i}`, page(noise(i)), cache.generation(), ['c:blog']);
      expect(cache.get('/blogs/1')).toBeUndefined();
      expect(cache.diskPages).toBe(0);
      expect(cache.known).toBe(8);
      expect(cache.freshOnDiskOnly('/blogs/1')).toBe(true);
      const back = await cache.fresh('/blogs/1');
      expect(await text(cache, back)).toBe(noise(1));
      expect(cache.get('/blogs/1')).toBe(back);
      expect(cache.bytes).toBeLessThanOrEqual(18_000);
      release();
      await filesWritten(cache, 8);
    } finally {
      slowWrites.mockRestore();
    }
  });

  it('an invalidated page is not served from disk, and its file goes; markStale reaches pages on disk only', async () => {
    let now = 1_000;
    const dir = path.join(tempDir(), 'p2');
    const cache = createPageCache({ maxBytes: 18_000, now: () => now, disk: { dir, maxBytes: 10 * 1024 * 1024, log: () => undefined } });
    for (let i = 1; i <= 12; i++) await cache.set(`/blogs/${i}`, page(noise(i)), cache.generation(), i <= 4 ? ['c:blog'] : ['c:services']);
    await filesWritten(cache, 12);
    const files = () => fs.readdirSync(path.join(dir, '0')).length;
    expect(files()).toBe(12);
    cache.invalidate(['c:blog']);
    for (let i = 1; i <= 4; i++) {
      expect(await cache.fresh(`/blogs/${i}`)).toBeUndefined();
      expect(await cache.stale(`/blogs/${i}`)).toBeUndefined();
    }
    await vi.waitFor(() => expect(files()).toBe(8));
    // The listener reconnected: the page on disk only is stale, revalidated on its next request, its copy kept for an outage.
    expect(cache.get('/blogs/5')).toBeUndefined();
    cache.markStale();
    now += 1;
    expect(await cache.fresh('/blogs/5')).toBeUndefined();
    expect(await text(cache, await cache.stale('/blogs/5'))).toBe(noise(5));
    // A change of everything empties the folder.
    cache.invalidate(undefined);
    expect(await cache.stale('/blogs/6')).toBeUndefined();
    await vi.waitFor(() => expect(fs.existsSync(path.join(dir, '0'))).toBe(false));
  });

  it('a disk that cannot be written leaves pages in memory, logged once', async () => {
    const parent = tempDir();
    // A file where the folder should be: every write fails (as on a full or read-only disk).
    fs.writeFileSync(path.join(parent, 'page-cache'), 'not a folder');
    const log = vi.fn();
    const cache = createPageCache({ disk: { dir: path.join(parent, 'page-cache', 'p3'), maxBytes: 10 * 1024 * 1024, log } });
    for (let i = 1; i <= 3; i++) expect(await cache.set(`/blogs/${i}`, page(noise(i)), cache.generation(), ['c:blog'])).toBeDefined();
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toMatch(/cannot write pages to disk/);
    expect(await text(cache, cache.get('/blogs/2'))).toBe(noise(2));
    expect(cache.diskBytes).toBe(0);
    await cache.set('/blogs/4', page(noise(4)));
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a file gone from under it is a miss, not an error; the folder is emptied when the cache is made and removed on close', async () => {
    const dir = path.join(tempDir(), 'p4');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'left-over'), 'x');
    const cache = createPageCache({ maxBytes: 18_000, disk: { dir, maxBytes: 10 * 1024 * 1024, log: () => undefined } });
    for (let i = 1; i <= 8; i++) await cache.set(`/blogs/${i}`, page(noise(i)), cache.generation(), ['c:blog']);
    await filesWritten(cache, 8);
    expect(fs.existsSync(path.join(dir, 'left-over'))).toBe(false);
    fs.rmSync(path.join(dir, '0'), { recursive: true });
    expect(await cache.fresh('/blogs/1')).toBeUndefined();
    expect(cache.known).toBe(7);
    await cache.close();
    expect(fs.existsSync(dir)).toBe(false);
  });
});
