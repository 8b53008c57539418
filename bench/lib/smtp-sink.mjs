// A local SMTP server on loopback for the benches and the browser tests' server: counts what arrives by Message-ID.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * With `saveTo`, every message is also written whole to that folder as a .eml file (renamed into
 * place once complete, so a reader never sees half a message).
 * @param {number} [port] @param {{ saveTo?: string }} [options]
 * @returns {Promise<{ url: string, port: number, received: Map<string, number>, recipients: Map<string, Set<string>>, total: () => number, reset: () => void, close: () => Promise<void> }>}
 */
/** Every address at this domain is refused with 550 (RFC 2606 keeps `.invalid` from ever existing). */
export const REFUSED_DOMAIN = 'refused.invalid';

export async function startSmtpSink(port = 0, { saveTo } = {}) {
  /** Message-ID -> how many times it arrived. */
  const received = new Map();
  /** Envelope recipient -> the Message-IDs it got. */
  const recipients = new Map();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    // A mailbox that does not exist, for the browser tests of failed mail: refused for good.
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`))
        return callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let head = '';
      const whole = [];
      stream.on('data', (chunk) => {
        if (head.length < 16_384) head += chunk.toString('utf8');
        if (saveTo) whole.push(chunk);
      });
      stream.on('end', () => {
        const headers = head.split(/\r?\n\r?\n/)[0] ?? '';
        const id = /^message-id:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? '(none)';
        received.set(id, (received.get(id) ?? 0) + 1);
        for (const { address } of session.envelope.rcptTo) recipients.set(address, (recipients.get(address) ?? new Set()).add(id));
        total++;
        if (saveTo) {
          const file = path.join(saveTo, `${Date.now()}-${total}`);
          fs.writeFileSync(`${file}.part`, Buffer.concat(whole));
          fs.renameSync(`${file}.part`, `${file}.eml`);
        }
        callback();
      });
    },
  });
  // A client killed mid-connection (bench/crash kills the server, whose pooled SMTP connections
  // stay open) resets its socket: that is the test, not a sink failure.
  server.on('error', (err) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = server.server.address().port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    recipients,
    total: () => total,
    reset() {
      received.clear();
      recipients.clear();
      total = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The staff notification's Message-ID of a lead (server/mail/message-id.ts). */
export const notificationId = (contactId, siteHost = 'localhost') => `<lead-${contactId}.staff@${siteHost}>`;

/**
 * Waits until every expected Message-ID has arrived (or nothing new arrives for `stallMs`); answers how many are
 * missing, how many extra copies arrived, and how long the wait was.
 * @param {{ received: Map<string, number> }} sink @param {string[]} expected
 */
export async function awaitNotifications(sink, expected, stallMs = 60_000) {
  // Waits as long as messages keep arriving: a flood of leads drains at the mail rate, and the
  // figure of interest is how long that takes. Gives up after `stallMs` without a new arrival.
  const started = Date.now();
  const missing = () => expected.filter((id) => !sink.received.has(id)).length;
  let last = missing();
  let progressAt = Date.now();
  while (last > 0 && Date.now() - progressAt < stallMs) {
    await new Promise((r) => setTimeout(r, 200));
    const now = missing();
    if (now < last) progressAt = Date.now();
    last = now;
  }
  const duplicates = expected.reduce((n, id) => n + Math.max(0, (sink.received.get(id) ?? 0) - 1), 0);
  return { missing: last, duplicates, waitedMs: Date.now() - started };
}
