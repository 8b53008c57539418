import { Transform } from 'node:stream';

/**
 * A pass-through that hands on everything written to it during one event-loop turn as one chunk.
 * React writes a document in many small pieces within one render; passed on one by one, each
 * piece went through the web stream, the compressor (which flushes per chunk, so streamed pages
 * reach the browser as they render) and the socket on its own. Streaming is kept: what one turn
 * rendered goes out at the end of that turn.
 */
export function coalescingStream(): Transform {
  let pending: Buffer[] = [];
  const release = (stream: Transform) => {
    if (!pending.length) return;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!pending.length) setImmediate(() => release(stream));
      pending.push(chunk);
      done();
    },
    flush(done) {
      release(stream);
      done();
    },
  });
  return stream;
}
