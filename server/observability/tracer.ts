import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { countStatement } from './statement-count';

/** Set by telemetry.ts once the SDK runs: without it no span is even started (decision 068: no cost when unset). */
const TRACING = Symbol.for('datacraft.tracing');

export function tracingOn(): boolean {
  return (globalThis as Record<symbol, unknown>)[TRACING] === true;
}

const SHUTDOWN = Symbol.for('datacraft.tracing.shutdown');

/** telemetry.ts, once its SDK runs: tracing on, and how to send the spans still held before the process ends. */
export function markTracingOn(shutdown: () => Promise<void>): void {
  const global = globalThis as Record<symbol, unknown>;
  global[TRACING] = true;
  global[SHUTDOWN] = shutdown;
}

/** The spans still batched are sent (main.ts's shutdown, before process.exit); nothing to do when tracing is off. */
export async function flushTelemetry(): Promise<void> {
  const shutdown = (globalThis as Record<symbol, unknown>)[SHUTDOWN] as (() => Promise<void>) | undefined;
  await shutdown?.().catch(() => undefined);
}

const tracer = trace.getTracer('datacraft-site');

/**
 * Runs `fn` inside a span (a child of the active one: the request's, the job's; a trace of its own with `root`);
 * just runs it when tracing is off.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
  { root = false }: { root?: boolean } = {},
): Promise<T> {
  if (!tracingOn()) return fn();
  return tracer.startActiveSpan(name, { attributes, kind, root }, async (span) => {
    try {
      return await fn();
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * The statement's text only, cut short: never its parameters (addresses, tokens, message bodies). Only
 * within a request's or a job's span: the job poller's and timers' statements, every few seconds on an
 * idle server, would otherwise each be a trace of their own (issue 43).
 */
export function dbSpan<T>(sql: string, fn: () => Promise<T>): Promise<T> {
  countStatement(sql);
  if (!tracingOn() || !trace.getActiveSpan()) return fn();
  return inSpan('db.query', { 'db.system': 'postgresql', 'db.statement': sql.length > 200 ? `${sql.slice(0, 200)}…` : sql }, fn, SpanKind.CLIENT);
}

/**
 * One in-process API read of a page render (in-process-fetch.ts): a child span of the page's, which the
 * API's onRequest hook then names after the API route, leaving the page's span its own name.
 */
export function inProcessRequestSpan<T>(method: string, fn: () => Promise<T>): Promise<T> {
  return inSpan(method, { 'http.request.method': method, in_process: true }, fn, SpanKind.INTERNAL);
}

/** Names the HTTP server span (or an in-process read's) after the route's pattern (the instrumentation names it after the method only). */
export function nameRequestSpan(method: string, route: string): void {
  if (!tracingOn()) return;
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}
