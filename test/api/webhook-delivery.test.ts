import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookDeliveryDetail, Webhook as WebhookSchema } from '@contract/webhooks';
import { SAMPLE_CONTENT } from '../../server/content/sample/index';
import { auditEvents, contentItems, webhookEndpoints } from '../../server/db/schema/index';
import { createSecretBox } from '../../server/lib/secret-box';
import { buildTestApp, type Session, type TestContext } from '../helpers/app';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver';

const SITE = 'http://site.test:3000';
const headersOf = (r: ReceivedWebhook) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

/** Polls until `check` holds (deliveries are recorded by the worker after the receiver answered). */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > until) throw new Error(`condition not met in time; last value: ${JSON.stringify(v).slice(0, 800)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('webhook deliveries to loopback receivers (WEBHOOK_ALLOW_PRIVATE)', async () => {
  const sink = await startSmtpSink();
  const receivers: WebhookReceiver[] = [];
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await sink.close();
  });
  const receiver = async () => {
    const r = await startWebhookReceiver();
    receivers.push(r);
    return r;
  };
  const ctx: TestContext = await buildTestApp(
    { siteUrl: SITE },
    {
      mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', siteUrl: SITE, autoReply: false },
      webhooks: { allowPrivate: true, retryDelaysMs: Array<number>(11).fill(300), disableAfterFailures: 3, disableAfterHours: 0, timeoutMs: 3000 },
    },
  );
  const { app, database } = ctx;
  const admin: Session = await ctx.loginAs('admin', { name: 'Ada Admin' });
  const h = admin.bearerHeaders;

  const create = async (payload: object) => {
    const res = await app.inject({ method: 'POST', url: '/api/webhooks', headers: h, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; secret: string | null };
  };
  const remove = async (id: string) => expect((await app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: h })).statusCode).toBe(200);
  const deliveries = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers: h })).json() as WebhookDelivery[];
  const detail = async (id: string, deliveryId: string) =>
    (await app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries/${deliveryId}`, headers: h })).json() as WebhookDeliveryDetail;
  const sendLead = async (fields: Parameters<typeof validContact>[0]) =>
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact(fields) })).statusCode).toBe(201);

  it("a lead's webhook arrives, signed: the standardwebhooks library verifies it with the secret answered at creation", async () => {
    const r = await receiver();
    const { id, secret } = await create({ url: r.url, events: ['lead.created'] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await sendLead({ name: 'Grace Hopper', email: 'grace@example.com', service: 'Web Scraping' });
    const [got] = await r.waitFor(1);
    const event = new Webhook(secret!).verify(got!.body, headersOf(got!)) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(event.type).toBe('lead.created');
    expect(event.data).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', service: 'Web Scraping', status: 'new' });
    expect(event.data.url).toBe(`${SITE}/dashboard?lead=${String(event.data._id)}`);
    expect(got!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    // Another secret, or a changed body, does not verify.
    expect(() => new Webhook('whsec_' + Buffer.alloc(32, 7).toString('base64')).verify(got!.body, headersOf(got!))).toThrow();
    expect(() => new Webhook(secret!).verify(got!.body.replace('Grace', 'Grave'), headersOf(got!))).toThrow();
    const [logged] = await eventually(
      () => deliveries(id),
      (list) => list[0]?.status === 'succeeded',
    );
    expect(logged).toMatchObject({ eventType: 'lead.created', attempts: 1, statusCode: 200, responseExcerpt: 'ok', error: '' });
    await remove(id);
  });

  it('a receiver that fails twice then succeeds gets the event once per try, and the log shows each attempt', async () => {
    const r = await receiver();
    r.answer([500, 503]);
    const { id } = await create({ url: r.url, events: ['lead.created'] });
    await sendLead({ name: 'Retry Person' });
    const got = await r.waitFor(3);
    await new Promise((res) => setTimeout(res, 1000));
    expect(r.requests).toHaveLength(3);
    expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(1);
    expect(got.map((g) => JSON.parse(g.body).data.name)).toEqual(['Retry Person', 'Retry Person', 'Retry Person']);
    const [delivery] = await eventually(
      () => deliveries(id),
      (list) => list[0]?.status === 'succeeded',
    );
    expect(delivery).toMatchObject({ attempts: 3, statusCode: 200 });
    const log = await detail(id, delivery!._id);
    expect(log.attemptLog.map((a) => [a.attempt, a.statusCode, a.responseExcerpt])).toEqual([
      [1, 500, 'failing with 500'],
      [2, 503, 'failing with 503'],
      [3, 200, 'ok'],
    ]);
    for (const a of log.attemptLog) expect(a.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(log.payload)).toMatchObject({ type: 'lead.created', data: { name: 'Retry Person' } });
    const endpoint = (await app.inject({ method: 'GET', url: `/api/webhooks/${id}`, headers: h })).json() as WebhookSchema;
    expect(endpoint).toMatchObject({ enabled: true, failureStreak: 0 });
    expect(endpoint.lastSuccessAt).not.toBeNull();

    // Replay: a new delivery of the same event (same webhook-id), pointing at the one it repeats.
    const replay = await app.inject({ method: 'POST', url: `/api/webhooks/${id}/deliveries/${delivery!._id}/replay`, headers: h });
    expect(replay.statusCode, replay.body).toBe(202);
    expect(replay.json()).toMatchObject({ replayOf: delivery!._id, eventId: delivery!.eventId, status: 'pending' });
    const [, , , again] = await r.waitFor(4);
    expect(again!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    await remove(id);
  });

  it("a receiver that never answers times out, and does not hold the other endpoints' deliveries", async () => {
    const hung = await receiver();
    const quick = await receiver();
    hung.answer([0, 200]);
    const slow = await create({ url: hung.url, events: ['lead.created'] });
    const fast = await create({ url: quick.url, events: ['lead.created'] });
    const sent = Date.now();
    await sendLead({ name: 'Patient Person' });
    const [got] = await quick.waitFor(1);
    // Not behind the hung one's 3 s: deliveries of a batch run at once.
    expect(got!.at - sent).toBeLessThan(2500);
    const [timedOut] = await eventually(
      () => deliveries(slow.id),
      (list) => list[0]?.attempts === 1,
    );
    expect(timedOut).toMatchObject({ status: 'retrying', statusCode: null, error: 'Timed out after 3 s' });
    expect(timedOut!.durationMs).toBeGreaterThanOrEqual(2900);
    // The next try gets its answer.
    await eventually(
      () => deliveries(slow.id),
      (list) => list[0]?.status === 'succeeded',
    );
    await remove(slow.id);
    await remove(fast.id);
  });

  it('"Send test event" delivers a webhook.test event at once', async () => {
    const r = await receiver();
    const { id, secret } = await create({ url: r.url, events: ['post.deleted'] });
    const res = await app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: h });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ eventType: 'webhook.test', test: true });
    const [got] = await r.waitFor(1);
    expect(new Webhook(secret!).verify(got!.body, headersOf(got!))).toMatchObject({
      type: 'webhook.test',
      data: { message: expect.stringContaining('Ada Admin') },
    });
    await remove(id);
  });

  it("the test event names the published company (read when sent), the site's host before one is published", async () => {
    const r = await receiver();
    const { id, secret } = await create({ url: r.url, events: ['post.deleted'] });
    const sendTest = async (count: number) => {
      const res = await app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: h });
      expect(res.statusCode, res.body).toBe(202);
      const got = (await r.waitFor(count))[count - 1]!;
      return (new Webhook(secret!).verify(got.body, headersOf(got)) as { data: { message: string } }).data.message;
    };
    expect(await sendTest(1)).toBe('Test event from site.test, sent by Ada Admin');
    const published = await app.inject({
      method: 'PUT',
      url: '/api/content/company',
      headers: h,
      payload: { data: { ...SAMPLE_CONTENT.company[0]!.data, name: 'Acme Data Ltd' }, action: 'publish' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await sendTest(2)).toBe('Test event from Acme Data Ltd, sent by Ada Admin');
    // Gone again (a single item cannot be unpublished): the mail of later tests names the host.
    await database.db.delete(contentItems).where(eq(contentItems.collection, 'company'));
    await remove(id);
  });

  it('after a rotation the receiver gets two signatures: the new secret and the old one both verify', async () => {
    const r = await receiver();
    const { id, secret: old } = await create({ url: r.url, events: ['lead.created'] });
    const rotated = await app.inject({ method: 'POST', url: `/api/webhooks/${id}/rotate-secret`, headers: h });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, previousValidUntil } = rotated.json() as { secret: string; previousValidUntil: string };
    expect(secret).not.toBe(old);
    expect(Date.parse(previousValidUntil) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    await sendLead({ name: 'Rotation Person' });
    const [got] = await r.waitFor(1);
    expect(String(got!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(got!.body, headersOf(got!))).toMatchObject({ type: 'lead.created' });
    expect(new Webhook(old!).verify(got!.body, headersOf(got!))).toMatchObject({ type: 'lead.created' });
    await remove(id);
  });

  it('a chat (Slack-format) endpoint gets a readable message with the lead link; the visitor message only when ticked', async () => {
    const plain = await receiver();
    const withMessage = await receiver();
    const a = await create({ url: plain.url, events: ['lead.created'], kind: 'slack' });
    const b = await create({ url: withMessage.url, events: ['lead.created'], kind: 'slack', includeMessage: true });
    expect(a.secret).toBeNull();
    await sendLead({ name: 'Ann <b>Chat</b>', service: 'Web Scraping', budget: '$1001 - $5000', message: 'Please call me & soon' });
    const [got] = await plain.waitFor(1);
    const [ticked] = await withMessage.waitFor(1);
    expect(got!.headers['webhook-signature']).toBeUndefined();
    expect(got!.headers['content-type']).toBe('application/json');
    const msg = JSON.parse(got!.body) as { text: string; blocks: { text: { text: string } }[] };
    const shown = msg.blocks.map((b) => b.text.text).join('\n');
    expect(msg.text).toContain('New lead: Ann &lt;b&gt;Chat&lt;/b&gt;');
    expect(shown).toMatch(/<http:\/\/site\.test:3000\/dashboard\?lead=[0-9a-f-]{36}\|Ann &lt;b&gt;Chat&lt;\/b&gt;>/);
    for (const part of ['*Service:* Web Scraping', '*Budget:* $1001 - $5000', '*Source:* direct']) expect(shown).toContain(part);
    expect(got!.body).not.toContain('Please call me');
    const full = JSON.parse(ticked!.body) as { blocks: { text: { text: string } }[] };
    expect(full.blocks[1]!.text.text).toBe('>Please call me &amp; soon');
    await remove(a.id);
    await remove(b.id);
  });

  it('an endpoint failing again and again is turned off: open deliveries cancelled, admins mailed, audited by System', async () => {
    const r = await receiver();
    r.answer([], 500);
    const { id } = await create({ url: r.url, events: ['lead.created'] });
    await sendLead({ name: 'Doomed One' });
    await r.waitFor(3);
    const endpoint = await eventually(
      async () => (await app.inject({ method: 'GET', url: `/api/webhooks/${id}`, headers: h })).json() as WebhookSchema,
      (e) => !e.enabled,
    );
    expect(endpoint.disabledReason).toMatch(/^3 failed deliveries in a row since /);
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'cancelled', attempts: 3, statusCode: 500 });
    const [mail] = await sink.waitFor(1, (m) => m.subject?.includes('webhook') ?? false);
    // No company is published in this app: mail names the site by its host (server/mail/site-name.ts).
    expect(mail!.subject).toBe(`${new URL(SITE).hostname}: the webhook to ${endpoint.urlDisplay} was turned off`);
    expect((mail!.to as { value: { address: string }[] }).value.map((v) => v.address)).toContain(admin.user.email);
    expect(mail!.text).toContain(`${SITE}/admin/webhooks`);
    const [entry] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'webhook.disabled'));
    expect(entry).toMatchObject({ actorName: 'System', targetType: 'webhook', targetId: id, targetLabel: endpoint.urlDisplay });
    // Nothing more is tried while it is off; replay is refused until it is turned back on.
    await new Promise((res) => setTimeout(res, 1000));
    expect(r.requests).toHaveLength(3);
    const refused = await app.inject({ method: 'POST', url: `/api/webhooks/${id}/deliveries/${delivery!._id}/replay`, headers: h });
    expect(refused.statusCode).toBe(409);
    r.answer([], 200);
    const on = await app.inject({ method: 'PATCH', url: `/api/webhooks/${id}`, headers: h, payload: { enabled: true } });
    expect(on.json()).toMatchObject({ enabled: true, failureStreak: 0, disabledReason: '' });
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/${id}/deliveries/${delivery!._id}/replay`, headers: h })).statusCode).toBe(202);
    await r.waitFor(4);
    await remove(id);
  });

  it('the URL and secret are sealed at rest with TWO_FACTOR_KEY when set (plain: prefix without it)', async () => {
    const r = await receiver();
    const { id } = await create({ url: r.url, events: ['post.deleted'] });
    const [row] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(createSecretBox(undefined).open(row!.urlSealed)).toBe(r.url);
    expect(row!.secretSealed).toMatch(/^plain:whsec_/);
    await remove(id);
  });
});

describe('private targets without WEBHOOK_ALLOW_PRIVATE', async () => {
  const r = await startWebhookReceiver();
  afterAll(() => r.close());
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE }, { webhooks: { retryDelaysMs: [] } });
  const admin = await loginAs('admin');

  it.each([
    'http://127.0.0.1:9/hook',
    'http://[::1]/x',
    'http://10.1.2.3/x',
    'http://169.254.169.254/latest',
    'http://192.168.1.1/x',
    'http://100.64.0.1/x',
  ])('%s is refused when the endpoint is saved', async (url) => {
    const res = await app.inject({ method: 'POST', url: '/api/webhooks', headers: admin.bearerHeaders, payload: { url, events: ['lead.created'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'url', message: 'That address is on a private network' }] });
  });

  it('an endpoint already stored with a private address is refused at delivery: nothing reaches the receiver', async () => {
    const box = createSecretBox(undefined);
    const [row] = await database.db
      .insert(webhookEndpoints)
      .values({
        urlSealed: box.seal(r.url),
        urlDisplay: r.url,
        events: ['lead.created'],
        secretSealed: box.seal('whsec_' + Buffer.alloc(32, 1).toString('base64')),
        createdByName: 'Test',
      })
      .returning();
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Private Person' }) })).statusCode).toBe(201);
    const [delivery] = await eventually(
      async () =>
        (await app.inject({ method: 'GET', url: `/api/webhooks/${row!.id}/deliveries`, headers: admin.bearerHeaders })).json() as WebhookDelivery[],
      (list) => list[0]?.status === 'failed',
    );
    expect(delivery).toMatchObject({ attempts: 1, statusCode: null, error: 'Refused: 127.0.0.1 is a private address' });
    expect(r.requests).toHaveLength(0);
  });
});
