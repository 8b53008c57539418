import type { FastifyReply } from 'fastify';

/** Adds header names to the answer's Vary, keeping what is there. */
export function addVary(reply: FastifyReply, names: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${names}` : names);
}
