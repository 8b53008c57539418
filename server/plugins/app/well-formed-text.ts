import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Runs before a request holding ill-formed text is refused (the sign-in audits it as a failed sign-in). */
    onIllFormedText?: (request: FastifyRequest) => Promise<void>;
  }
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isIllFormed = (text: string) => UNPAIRED_SURROGATE.test(text);

/** The text with every unpaired surrogate replaced by U+FFFD, as a UTF-8 encoder writes it: safe to log and store. */
export const wellFormed = (text: string) => text.replace(new RegExp(UNPAIRED_SURROGATE.source, 'g'), '\uFFFD');

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string): string {
  const keys = last === undefined ? [] : [last];
  for (let at = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Where the first ill-formed string (value or key) sits, as the field path validation errors use
 * ('items.0.name'); null if none. Walks with a stack of its own, each step linked to its parent:
 * a body may nest hundreds of thousands deep.
 */
export function findIllFormed(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (isIllFormed(item)) return pathOf(visit);
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    const entries = Object.entries(item);
    for (const [key] of entries) if (isIllFormed(key)) return pathOf(visit, wellFormed(key));
    // Reversed onto the stack, so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
  }
  return null;
}

/**
 * JSON's \uD800 escapes can carry half of a UTF-16 pair, which no UTF-8 text (nor PostgreSQL)
 * can hold: every body, query and path parameter is checked before validation, and such a
 * request is a 400 naming the field instead of a failure further in.
 */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = findIllFormed(value);
      if (field === null) continue;
      await request.routeOptions.config.onIllFormedText?.(request);
      const message = 'must be well-formed Unicode text (it holds an unpaired UTF-16 surrogate)';
      // A path thousands of fields deep is named by its start.
      const name = field.length > 200 ? `${field.slice(0, 200)}…` : field || part;
      throw new BadRequestError(`${name}: ${message}`, [{ field: name, message }]);
    }
  });
}
