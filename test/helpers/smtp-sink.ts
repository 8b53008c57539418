import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** SMTP connections opened so far. */
  connections(): number;
  /** The next `n` messages are refused with a temporary error (451), as a busy server would. */
  refuseNext(n: number): void;
  /** Resolves once `count` messages (matching `filter`) have arrived. */
  waitFor(count: number, filter?: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A local SMTP server on loopback that keeps every message it accepts, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let refuse = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, _session, callback) {
      if (refuse > 0) {
        refuse--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    refuseNext: (n) => void (refuse = n),
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
