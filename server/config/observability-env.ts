import { z } from 'zod';
import { listenHostSchema } from './listen-host';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Metrics and traces (decision 068): /metrics behind a token and/or on a port of its own; OTLP traces when an endpoint is given. */
export const observabilityEnvShape = {
  // Bearer token for GET /metrics on the main port; unset: /metrics is not served there.
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (a random string: openssl rand -hex 24)').optional(),
  // A second listener answering only /metrics (no token needed on loopback); unset: none.
  METRICS_PORT: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(65535).optional(),
  METRICS_HOST: listenHostSchema,
  // Read by the OpenTelemetry SDK itself (scripts/start.mjs loads it only when set); checked here so a typo stops the start.
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ message: 'must be an absolute http(s) URL, e.g. http://otel-collector:4318' })
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('datacraft-site'),
};

/** A metrics port on another interface than loopback would show the server's internals to the network without a token. */
export function metricsProblems(env: { METRICS_PORT?: number; METRICS_HOST: string; METRICS_TOKEN?: string }) {
  if (env.METRICS_PORT !== undefined && !LOOPBACK.has(env.METRICS_HOST) && !env.METRICS_TOKEN)
    return [{ variable: 'METRICS_TOKEN', message: `is required when METRICS_HOST (${env.METRICS_HOST}) is not a loopback address` }];
  return [];
}
