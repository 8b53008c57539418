import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { flushTelemetry } from '../../server/observability/tracer';
import { startTelemetry } from '../../server/observability/telemetry';
import { startOtlpReceiver, type ReceivedSpan } from '../helpers/otlp-receiver';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';
import { standInPage } from '../helpers/stand-in-page';

const SITE = 'http://site.test:3000';

describe('OpenTelemetry traces to an OTLP/HTTP receiver (decision 068)', async () => {
  const receiver = await startOtlpReceiver();
  afterAll(() => receiver.close());
  // As build/api/telemetry.js does before main.js: the SDK first, then the server's modules (Fastify requires node:http then).
  // The exporter reads the OTEL_* variables itself, as in production.
  // A metric export interval as short as the spans' batch delay: a metrics exporter, were one started, would post within the tests.
  Object.assign(process.env, {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_SERVICE_NAME: 'site-under-test',
    OTEL_BSP_SCHEDULE_DELAY: '200',
    OTEL_METRIC_EXPORT_INTERVAL: '200',
    OTEL_METRIC_EXPORT_TIMEOUT: '100',
  });
  expect(await startTelemetry()).toBe(true);
  afterAll(() => flushTelemetry());
  const { buildTestApp } = await import('../helpers/app');
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app } = await buildTestApp(
    { siteUrl: SITE },
    {
      mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', notify: ['sales@example.com'], autoReply: false, siteUrl: SITE },
      web: standInPage(['/api/blogs', '/api/blogs/no-such-post']),
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The real web build, when there is one: its pages' spans.
  // Imported once tracing is on, as the app is: the instrumentation patches modules as they load.
  const { loadWeb } = await import('../../server/web/mount');
  const { hasWebBuild, webConfig } = await import('../helpers/web-build');
  const web = hasWebBuild ? await loadWeb(webConfig()) : null;
  const pages = web ? await buildTestApp({}, { web: web.mount }) : null;
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const received = async (match: (s: ReceivedSpan) => boolean) => {
    await expect.poll(() => receiver.spans.find(match), { timeout: 15_000, interval: 200 }).toBeDefined();
    return receiver.spans.find(match)!;
  };

  it('names a request span after its route and puts the database statements it ran in the same trace', async () => {
    const res = await fetch(`${base}/api/blogs/no-such-post`);
    expect(res.status).toBe(404);
    const request = await received((s) => s.name === 'GET /api/blogs/:id');
    expect(request.attributes['http.route']).toBe('/api/blogs/:id');
    expect(request.parentSpanId).toBeUndefined();
    const query = await received((s) => s.name === 'db.query' && s.traceId === request.traceId);
    expect(query.attributes['db.system']).toBe('postgresql');
    expect(String(query.attributes['db.statement'])).toMatch(/^select /i);
    // The raw URL is in the HTTP span's own attributes only; statements carry no parameters.
    expect(receiver.spans.filter((s) => s.traceId === request.traceId).map((s) => JSON.stringify(s.attributes['db.statement'] ?? ''))).not.toContain(
      'no-such-post',
    );
  });

  it('traces a job and the mail it sends, without addresses', async () => {
    expect(
      (
        await fetch(`${base}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validContact({ name: 'Traced Lead' })),
        })
      ).status,
    ).toBe(201);
    const job = await received((s) => s.name === 'job lead-notification');
    expect(job.parentSpanId).toBeUndefined();
    const mail = await received((s) => s.name === 'mail.send lead-notification' && s.traceId === job.traceId);
    expect(mail.attributes).toEqual({ 'mail.kind': 'lead-notification', 'mail.recipients': 1 });
    expect(JSON.stringify(receiver.spans)).not.toContain('sales@example.com');
  });

  it('does not trace /api/health or /metrics', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await fetch(`${base}/api/blogs`);
    await received((s) => s.name === 'GET /api/blogs');
    expect(receiver.spans.some((s) => s.name.includes('/api/health'))).toBe(false);
  });

  it('names a page span after the page and makes its in-process API reads child spans named after their routes', async () => {
    expect((await fetch(`${base}/faq`)).status).toBe(200);
    const page = await received((s) => s.name === 'GET /*' && s.parentSpanId === undefined);
    expect(page.attributes['http.route']).toBe('/*');
    const list = await received((s) => s.name === 'GET /api/blogs' && s.traceId === page.traceId);
    const one = await received((s) => s.name === 'GET /api/blogs/:id' && s.traceId === page.traceId);
    for (const read of [list, one]) {
      expect(read.parentSpanId).toBe(page.spanId);
      expect(read.attributes['in_process']).toBe(true);
    }
    expect(one.attributes['http.route']).toBe('/api/blogs/:id');
    // The reads' statements are theirs, in the page's trace.
    const query = await received((s) => s.name === 'db.query' && s.traceId === page.traceId);
    expect([list.spanId, one.spanId]).toContain(query.parentSpanId);
  });

  it("names a page's span after the web app's route (/blogs/:slug), not Fastify's catch-all", async () => {
    if (!pages) return; // no web build: nothing to name
    await pages.app.listen({ port: 0, host: '127.0.0.1' });
    const pagesBase = `http://127.0.0.1:${(pages.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${pagesBase}/blogs/no-such-post-traced`)).status).toBe(404);
    const article = await received((s) => s.parentSpanId === undefined && s.attributes['http.route'] === '/blogs/:slug');
    expect(article.name).toBe('GET /blogs/:slug');
    expect((await fetch(`${pagesBase}/faq?traced=page`)).status).toBe(200);
    expect((await received((s) => s.parentSpanId === undefined && s.name === 'GET /faq')).attributes['http.route']).toBe('/faq');
  });

  it('starts traces only for requests and jobs: no statement of the job poller, the start or a timer is a trace of its own', async () => {
    // Everything since the start (migrations, the poller's statements, the tests' requests) has been received once a fresh request has.
    await fetch(`${base}/api/blogs?traced=last`);
    await expect.poll(() => receiver.spans.filter((s) => s.name === 'GET /api/blogs').length, { timeout: 15_000, interval: 200 }).toBeGreaterThan(1);
    // The receiver runs in this process: its own incoming POSTs are traced too.
    const receiverOwn = (s: ReceivedSpan) => (s.attributes['http.target'] ?? s.attributes['url.path']) === '/v1/traces';
    const roots = receiver.spans.filter((s) => s.parentSpanId === undefined && !receiverOwn(s)).map((s) => s.name);
    expect(roots.filter((name) => !/^(GET|HEAD|POST|PUT|PATCH|DELETE) \//.test(name) && !/^job /.test(name))).toEqual([]);
  });

  it('exports traces only: no OTLP metrics or logs', () => {
    expect(receiver.paths.length).toBeGreaterThan(0);
    expect(receiver.paths.filter((p) => p !== '/v1/traces')).toEqual([]);
  });
});
