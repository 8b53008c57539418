import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** The message as it arrived, byte for byte (what a DKIM verifier reads). */
  raw(message: ParsedMail): Buffer;
  /** SMTP connections opened so far. */
  connections(): number;
  /** The next `n` messages are refused with a temporary error (451 unless `code`), as a busy server would. */
  refuseNext(n: number, code?: number): void;
  /** Every message to this address is refused at RCPT TO with `code` (550: no such mailbox). */
  refuseRecipient(address: string, code: number): void;
  /** RCPT TO commands received per address (tries, refused ones included). */
  rcptCount(address: string): number;
  /**
   * Messages matching `filter` are read but never answered: the sender waits in its DATA phase, as on
   * a stalled server, until its connection goes away (they are kept in `stalled`, never in `messages`).
   */
  stall(filter: (m: ParsedMail) => boolean): void;
  /** Later messages are accepted again (the ones held stay unanswered). */
  unstall(): void;
  stalled: ParsedMail[];
  /** Resolves once `count` messages (matching `filter`) have arrived. */
  waitFor(count: number, filter?: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A local SMTP server on loopback that keeps every message it accepts, parsed. */
export async function startSmtpSink(opts: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const stalled: ParsedMail[] = [];
  let stallIf: ((m: ParsedMail) => boolean) | null = null;
  let refuse = 0;
  let refuseCode = 451;
  let connections = 0;
  const refusedRecipients = new Map<string, number>();
  const rcpts = new Map<string, number>();
  const raws = new WeakMap<ParsedMail, Buffer>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      rcpts.set(to, (rcpts.get(to) ?? 0) + 1);
      const code = refusedRecipients.get(to);
      if (code) return callback(Object.assign(new Error(`No such mailbox: ${to}`), { responseCode: code }));
      callback();
    },
    onData(stream, _session, callback) {
      if (refuse > 0) {
        refuse--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: refuseCode })));
        return;
      }
      buffer(stream)
        .then(async (raw) => {
          const mail = await simpleParser(raw);
          raws.set(mail, raw);
          if (stallIf?.(mail)) return void stalled.push(mail);
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client that goes away mid-connection (a pooled connection of an app being closed) is not a sink failure.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    raw: (message) => raws.get(message)!,
    connections: () => connections,
    refuseNext: (n, code = 451) => {
      refuse = n;
      refuseCode = code;
    },
    refuseRecipient: (address, code) => void refusedRecipients.set(address.toLowerCase(), code),
    rcptCount: (address) => rcpts.get(address.toLowerCase()) ?? 0,
    stall: (filter) => void (stallIf = filter),
    unstall: () => void (stallIf = null),
    stalled,
    async waitFor(count, filter = () => true, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter(filter);
        if (found.length >= count) return found;
        if (Date.now() > until) throw new Error(`expected ${count} message(s), got ${found.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
