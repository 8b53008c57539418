import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss } from '../../db/connection-loss';
import { HttpError, NotFoundError, ReauthRequiredError, ServiceUnavailableError, isDatabaseUnavailable } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 413 answer's message when the body is over the route's limit (default "Request body is too large"). */
    tooLargeMessage?: string;
  }
}

interface ValidationItem {
  instancePath: string;
  message?: string;
}

function fieldOf(context: string | undefined, instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field || context || 'body';
}

export interface ErrorHandlerOptions {
  /** Told of every request the database could not serve (a full disk, a lost server). */
  onDatabaseUnavailable?: (err: unknown) => void;
}

// A lost database server is usually back within seconds: ask clients to come back soon.
const RETRY_AFTER_LOST_CONNECTION_SECONDS = 5;

/** One JSON error shape for every failure; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance, { onDatabaseUnavailable }: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const items = (error.validation ?? []) as ValidationItem[];
      const errors = items.map((v) => ({ field: fieldOf(error.validationContext, v.instancePath), message: v.message ?? 'Invalid value' }));
      const first = errors[0];
      const message = first ? (first.field === 'body' ? `Request body: ${first.message}` : `${first.field}: ${first.message}`) : 'Invalid request';
      return reply.code(400).send({ message, errors });
    }
    if (isDatabaseUnavailable(error)) {
      onDatabaseUnavailable?.(error);
      const lost = isConnectionLoss(error);
      // A lost connection is logged once per outage by the pool (decision 025), not once per request.
      if (lost) request.log.debug({ err: error }, 'database unreachable');
      else request.log.error({ err: error }, 'database cannot write');
      const unavailable = lost ? new ServiceUnavailableError(undefined, RETRY_AFTER_LOST_CONNECTION_SECONDS) : new ServiceUnavailableError();
      return reply.code(503).header('retry-after', String(unavailable.retryAfterSeconds)).send({ message: unavailable.message });
    }
    if (error instanceof HttpError) {
      if ('retryAfterSeconds' in error) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error instanceof ReauthRequiredError ? { reauth: true } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    // A 404 raised inside a plugin (a file gone between lookup and send) reads as every other 404.
    if (status === 404) return reply.code(404).send({ message: new NotFoundError().message });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, …).
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
          ? (request.routeOptions.config?.tooLargeMessage ?? 'Request body is too large')
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415
            ? 'Unsupported content type: send application/json'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body: a JSON body is required'
              : error.message || 'Bad request';
      return reply.code(status).send({ message, errors: [{ field: 'body', message }] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
