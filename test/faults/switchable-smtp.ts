import { SMTPServer } from 'smtp-server';

/** A loopback SMTP server that can go away (connections refused) and come back on the same port; counts Message-IDs. */
export interface SwitchableSmtp {
  url: string;
  received: Map<string, number>;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
}

function listen(port: number, received: Map<string, number>): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    // Going away means now: the app's open connections are cut rather than waited for.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head.split(/\r?\n\r?\n/)[0] ?? '')?.[1] ?? '(none)';
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function startSwitchableSmtp(port: number): Promise<SwitchableSmtp> {
  const received = new Map<string, number>();
  let server: SMTPServer | null = await listen(port, received);
  const close = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: close,
    async accept() {
      server ??= await listen(port, received);
    },
    close,
  };
}
