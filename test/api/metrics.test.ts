import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../server/observability/metrics-server';
import { tracingOn } from '../../server/observability/tracer';
import { buildTestApp } from '../helpers/app';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';
import { standInPage } from '../helpers/stand-in-page';

const TOKEN = 't'.repeat(32);
const SITE = 'http://site.test:3000';

/** The value of one sample line (`name{labels} value`), or null when absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('GET /metrics with METRICS_TOKEN (decision 068)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app } = await buildTestApp(
    { siteUrl: SITE, METRICS_TOKEN: TOKEN },
    {
      mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', notify: ['sales@example.com'], autoReply: false, siteUrl: SITE },
      web: standInPage(['/api/blogs', '/api/blogs/no-such-post', '/api/health']),
    },
  );
  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('answers 401 without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: `Bearer ${'x'.repeat(32)}` }, { authorization: TOKEN }, { authorization: 'Bearer ' }]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers Prometheus text with the token: default metrics, database queue, jobs, mail, webhooks, page cache', async () => {
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'page_cache_requests_total',
      'jobs_queued',
      'jobs_active',
      'jobs_completed_total',
      'jobs_failed_total',
      'mail_sent_total',
      'mail_failed_total',
      'webhook_deliveries_total',
      'db_queue_waiting',
      'db_queue_active',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(res.body, 'db_queue_waiting')).toBeGreaterThanOrEqual(0);
  });

  it('counts requests under their route pattern and status, never the raw URL', async () => {
    const series = 'http_requests_total{method="GET",route="/api/blogs/:id",status="404"}';
    const before = sample((await scrape()).body, series) ?? 0;
    for (const slug of ['no-such-post', 'another-missing-one']) {
      expect((await app.inject({ method: 'GET', url: `/api/blogs/${slug}` })).statusCode).toBe(404);
    }
    const text = (await scrape()).body;
    expect(sample(text, series)).toBe(before + 2);
    expect(text).not.toContain('no-such-post');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/blogs\/:id",status_class="4xx"\} \d+/);
  });

  it('follows the exposition format’s naming rules (promtool check metrics): only counters end in _total, and every counter does', async () => {
    const families = parsePrometheusTextFormat((await scrape()).body);
    expect(families.length).toBeGreaterThan(20);
    expect(families.filter((f) => f.name.endsWith('_total') && f.type !== 'COUNTER').map((f) => `${f.name} ${f.type}`)).toEqual([]);
    expect(families.filter((f) => f.type === 'COUNTER' && !f.name.endsWith('_total')).map((f) => f.name)).toEqual([]);
  });

  it('counts one uncached page view as one request: its in-process API reads apart, under their own name', async () => {
    /** Every series of a counter, summed: what the whole site answered. */
    const total = async (family: string) => {
      const found = parsePrometheusTextFormat(await app.metrics.text()).find((f) => f.name === family);
      return (found?.metrics ?? []).reduce((sum, m) => sum + Number(m.value ?? 0), 0);
    };
    // The parser keeps one series' buckets of a histogram: its _count lines, read as they are.
    const observations = async () =>
      (await app.metrics.text())
        .split('\n')
        .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    const [requests, durations, inProcess] = [
      await total('http_requests_total'),
      await observations(),
      await total('http_in_process_requests_total'),
    ];
    const res = await app.inject({ method: 'GET', url: '/a-page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<p>200 404 200</p>');
    expect(await total('http_requests_total')).toBe(requests + 1);
    expect(await observations()).toBe(durations + 1);
    expect(await total('http_in_process_requests_total')).toBe(inProcess + 3);
    const text = await app.metrics.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/*",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_in_process_requests_total{method="GET",route="/api/blogs/:id",status="404"}')).toBe(1);
  });

  it('counts a lead notification job completed and its mail sent', async () => {
    const jobs = 'jobs_completed_total{queue="lead-notification"}';
    const mails = 'mail_sent_total{kind="lead-notification"}';
    const before = await scrape();
    const [jobsBefore, mailsBefore] = [sample(before.body, jobs) ?? 0, sample(before.body, mails) ?? 0];
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Metric Lead' }) })).statusCode).toBe(201);
    await sink.waitFor(1, (m) => m.subject?.includes('Metric Lead') === true);
    await expect.poll(async () => sample((await scrape()).body, jobs), { timeout: 10_000 }).toBe(jobsBefore + 1);
    expect(sample((await scrape()).body, mails)).toBe(mailsBefore + 1);
  });

  it('counts a refused send as a failed job attempt and a mail to retry, then the retry as sent', async () => {
    const [failed, retrying, sent] = [
      'jobs_failed_total{queue="lead-notification"}',
      'mail_retrying_total{kind="lead-notification"}',
      'mail_sent_total{kind="lead-notification"}',
    ];
    const before = (await scrape()).body;
    sink.refuseNext(1);
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Refused Once' }) })).statusCode).toBe(201);
    await sink.waitFor(1, (m) => m.subject?.includes('Refused Once') === true, 15_000);
    await expect.poll(async () => sample((await scrape()).body, sent), { timeout: 10_000 }).toBe((sample(before, sent) ?? 0) + 1);
    const after = (await scrape()).body;
    expect(sample(after, failed)).toBe((sample(before, failed) ?? 0) + 1);
    expect(sample(after, retrying)).toBe((sample(before, retrying) ?? 0) + 1);
  });
});

describe('without METRICS_TOKEN', async () => {
  const { app } = await buildTestApp();

  it('does not serve /metrics on the main port', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });

  it('leaves tracing off without OTEL_EXPORTER_OTLP_ENDPOINT: no OpenTelemetry provider registered after requests', async () => {
    expect(process.env.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/blogs' })).statusCode).toBe(200);
    expect(tracingOn()).toBe(false);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('opentelemetry.js.api.1')]).toBeUndefined();
  });

  it('serves it on METRICS_PORT bound to loopback, without a token, and nothing else there', async () => {
    const server = await startMetricsServer(app.metrics, { port: 0, host: '127.0.0.1' });
    afterAll(() => server.close());
    const base = `http://127.0.0.1:${server.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE db_queue_waiting gauge');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/health`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('asks for the token on METRICS_PORT when one is set', async () => {
    const server = await startMetricsServer(app.metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
    afterAll(() => server.close());
    const url = `http://127.0.0.1:${server.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});
