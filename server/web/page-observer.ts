import type { IncomingMessage } from 'node:http';

/**
 * Told of every page answered to an anonymous visitor from the page server's cacheable path: the
 * early cache-hit path (page-hits-first.ts) and the page server (page-server.ts) both call it once
 * the answer is sent, with its status and the address Fastify would trust (decision 066).
 */
export type PageObserver = (req: IncomingMessage, status: number, ip: string | undefined) => void;
