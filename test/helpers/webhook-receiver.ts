import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  requests: ReceivedWebhook[];
  /** The status of each next answer in turn; 200 once they are used up (or `otherwise`). 0 = never answer (a hung receiver). */
  answer(statuses: number[], otherwise?: number): void;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A receiver on loopback that keeps every request and answers the statuses it is told. */
export async function startWebhookReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  let statuses: number[] = [];
  let fallback = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = statuses.shift() ?? fallback;
      if (status === 0) return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `failing with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    answer(next, otherwise = 200) {
      statuses = [...next];
      fallback = otherwise;
    },
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > until) throw new Error(`waited for ${count} webhook requests, got ${requests.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return requests.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
