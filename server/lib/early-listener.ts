import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/**
 * The HTTP server, listening from the first moments of start-up: until the app is ready (the
 * database reached and migrated, the web build loaded) every request is answered 503 with
 * Retry-After, so a load balancer sees "not ready" rather than a refused connection, and a
 * database that is slow to come up is waited for (decision 025). `serverFactory` gives the same
 * server to Fastify; once the app is ready, `handOver` lets Fastify's handler answer instead.
 */
export interface EarlyListener {
  server: http.Server;
  serverFactory: FastifyServerFactory;
  listen(port: number, host: string): Promise<void>;
  /** From now on the app answers (call after app.ready()). */
  handOver(): void;
  /** Stops accepting connections and ends idle keep-alive ones. */
  close(): Promise<void>;
}

const STARTING = JSON.stringify({ status: 'unavailable', message: 'The site is starting: waiting for the database' });

export function createEarlyListener(): EarlyListener {
  let handler: http.RequestListener = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' });
    res.end(STARTING);
  };
  let appHandler: http.RequestListener | null = null;
  const server = http.createServer((req, res) => handler(req, res));
  // The defaults Fastify gives the servers it makes itself: a 72-s keep-alive, no request time limit.
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  return {
    server,
    serverFactory: (fastifyHandler) => {
      appHandler = fastifyHandler;
      return server;
    },
    handOver() {
      if (!appHandler) throw new Error('handOver before the app was built with this serverFactory');
      handler = appHandler;
    },
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
