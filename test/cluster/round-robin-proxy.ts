import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SERVED_BY = 'x-served-by';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A minimal load balancer on loopback: each request goes to the next upstream port in turn, with
 * the client's address appended to X-Forwarded-For (as nginx's $proxy_add_x_forwarded_for does).
 * The answer names the upstream port that produced it in the X-Served-By header.
 */
export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const port = upstreamPorts[turn++ % upstreamPorts.length]!;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(port) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
