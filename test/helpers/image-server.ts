import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ImageServer {
  port: number;
  url: (path: string) => string;
  close: () => Promise<void>;
}

type Route = (res: http.ServerResponse) => void;

/** A loopback HTTP server answering fixed routes: the "other site" the image copier fetches from. */
export async function startImageServer(routes: Record<string, Route>, port = 0): Promise<ImageServer> {
  const server = http.createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: (path) => `http://127.0.0.1:${actual}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const serve =
  (type: string, body: Buffer | string, status = 200, headers: Record<string, string> = {}): Route =>
  (res) =>
    res.writeHead(status, { 'content-type': type, ...headers }).end(body);

export const redirectTo =
  (location: string): Route =>
  (res) =>
    res.writeHead(302, { location }).end();
