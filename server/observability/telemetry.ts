import type { IncomingMessage } from 'node:http';
import { markTracingOn, tracingOn } from './tracer';

/** Scrapes and health probes every few seconds would bury the requests worth reading. */
const UNTRACED = new Set(['/api/health', '/metrics']);

/**
 * OpenTelemetry's Node SDK (decision 068), only when OTEL_EXPORTER_OTLP_ENDPOINT is set: nothing of
 * it is even loaded otherwise. Must run before the server's modules load (build/api/telemetry.js,
 * imported first by scripts/start.mjs, or `node --import`): the HTTP instrumentation patches
 * node:http when Fastify requires it. The exporter reads the OTEL_EXPORTER_OTLP_* variables itself
 * and sends JSON over HTTP to `<endpoint>/v1/traces`.
 */
export async function startTelemetry(): Promise<boolean> {
  const env = process.env;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || tracingOn()) return false;
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'datacraft-site',
    traceExporter: new OTLPTraceExporter(),
    // Traces only (.env.example): without these the SDK starts OTLP metric and log exporters from its
    // own defaults, posting to <endpoint>/v1/metrics and /v1/logs that nobody configured (issue 43).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED.has((req.url ?? '').split('?')[0]!),
        // Our own outgoing calls (webhooks, SMTP) have spans of their own; the SDK's exporter must not trace itself.
        disableOutgoingRequestInstrumentation: true,
      }),
    ],
  });
  sdk.start();
  markTracingOn(() => sdk.shutdown());
  return true;
}
