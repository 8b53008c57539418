import { describe, expect, it } from 'vitest';
import { coalescingStream } from './coalescing-stream.server';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescingStream', () => {
  it('passes the writes of one turn on as one chunk, and each later turn as its own', async () => {
    const stream = coalescingStream();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('<html>');
    stream.write('<body>');
    stream.write('<p>one</p>');
    await turn();
    await turn();
    stream.write('<p>two</p>');
    stream.write('</body></html>');
    stream.end();
    await ended;
    expect(chunks).toEqual(['<html><body><p>one</p>', '<p>two</p></body></html>']);
  });

  it('loses nothing when it ends in the turn it was written to, nor pushes after the end', async () => {
    const stream = coalescingStream();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const errors: unknown[] = [];
    stream.on('error', (err) => errors.push(err));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.end('all at once');
    await ended;
    await turn();
    expect(chunks).toEqual(['all at once']);
    expect(errors).toEqual([]);
  });
});
