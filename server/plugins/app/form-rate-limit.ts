import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../../config/env';
import { TooManyRequestsError } from '../../lib/errors';
import { isInProcessRead } from '../../lib/in-process-read';

/** Per-IP limit for the public forms (contact, newsletter), or false when lifted (benchmarks). */
export type FormRateLimit = RateLimitOptions | false;

export function formRateLimit(
  config: Pick<Config, 'RATE_LIMIT_ENABLED' | 'RATE_LIMIT_FORMS_MAX' | 'RATE_LIMIT_FORMS_WINDOW_MINUTES'>,
): FormRateLimit {
  if (!config.RATE_LIMIT_ENABLED) return false;
  return {
    max: config.RATE_LIMIT_FORMS_MAX,
    timeWindow: config.RATE_LIMIT_FORMS_WINDOW_MINUTES * 60_000,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Too many requests from your network. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
        Math.ceil(context.ttl / 1000),
      ),
  };
}

/**
 * Server rendering's own reads (in-process, carrying this process's token) are let through: a page
 * view is not an API request of the visitor's, and a refused read would fail the page.
 */
export function publicReadRateLimit(config: Pick<Config, 'RATE_LIMIT_ENABLED' | 'RATE_LIMIT_READS_PER_MINUTE'>): FormRateLimit {
  if (!config.RATE_LIMIT_ENABLED) return false;
  return {
    max: config.RATE_LIMIT_READS_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request) => isInProcessRead(request.headers),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError('Too many requests from your network. Please try again in a minute.', Math.ceil(context.ttl / 1000)),
  };
}
