import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';

export type EntryHeader = tar.Header;

/**
 * Why an archive entry must not be restored, or null when it is a plain file or folder inside the
 * archive's own folder. A backup of this site holds nothing else, so links and devices are refused
 * wherever they point. `rooted` accepts names that start with one '/' (PGlite's data-directory dump
 * names its files so, relative to the database's folder).
 */
export function unsafeEntry(header: EntryHeader, rooted = false): string | null {
  const name = rooted ? header.name.replace(/^\//, '') : header.name;
  if (name.includes('\0')) return 'has a NUL character in its name';
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return 'is an absolute path';
  if (name.split(/[/\\]/).includes('..')) return "climbs out of the archive's folder ('..')";
  const type = header.type ?? 'file';
  if (type === 'symlink' || type === 'link') return `is a ${type === 'link' ? 'hard' : 'symbolic'} link to ${header.linkname ?? '?'}`;
  if (type !== 'file' && type !== 'directory') return `is a ${type}, not a file`;
  return null;
}

/** Stops an archive whose gzip grows out of all proportion: checked once this much is unpacked. */
const RATIO_FLOOR = 8 * 1024 * 1024;

export class ExpansionError extends Error {
  constructor(readonly maxRatio: number) {
    super(`expands more than ${maxRatio} times`);
    this.name = 'ExpansionError';
  }
}

/**
 * Calls visit on every entry of a tar (gzipped or not) in order; what visit leaves of an entry's
 * body is skipped. An error, or visit throwing, stops reading at once. With `maxRatio`, a gzip that
 * unpacks to more than that many times its size (past the first 8 MB) stops with ExpansionError.
 */
export async function forEachEntry(
  input: Readable,
  gzipped: boolean,
  visit: (header: EntryHeader, body: AsyncIterable<Buffer> & Readable) => Promise<void>,
  { maxRatio }: { maxRatio?: number } = {},
): Promise<void> {
  const extract = tar.extract();
  // What stopped the reading first; the entry being read fails after it, with a vaguer error.
  let stopped: Error | null = null;
  const fail = (err: Error) => {
    stopped ??= err;
    extract.destroy(err);
  };
  input.once('error', fail);
  if (gzipped) {
    const gunzip = createGunzip().once('error', fail);
    if (maxRatio) {
      let packed = 0;
      let unpacked = 0;
      input.on('data', (chunk: Buffer) => (packed += chunk.length));
      gunzip.on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        if (unpacked > RATIO_FLOOR && unpacked > packed * maxRatio) {
          input.unpipe(gunzip);
          fail(new ExpansionError(maxRatio));
        }
      });
    }
    input.pipe(gunzip).pipe(extract);
  } else {
    input.pipe(extract);
  }
  try {
    for await (const entry of extract) {
      const body = entry as unknown as AsyncIterable<Buffer> & Readable;
      // A broken archive destroys the entry too; the loop reports that error, the entry must not throw it again.
      body.on('error', () => {});
      await visit(entry.header, body);
      body.resume();
    }
  } catch (err) {
    throw stopped ?? err;
  } finally {
    input.destroy();
  }
}

export async function readBody(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
