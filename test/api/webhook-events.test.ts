import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, WEBHOOK_PAYLOADS, type WebhookPayloadType } from '@contract/webhooks';
import { subscriptions } from '../../server/db/schema/index';
import { createSubscriptionTokensRepository } from '../../server/repositories/subscription-tokens';
import { buildTestApp } from '../helpers/app';
import { ALL_DAY_HOURS } from '../helpers/booking-fixtures';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';
import { startWebhookReceiver } from '../helpers/webhook-receiver';

const SITE = 'http://site.test:3000';

/** Every event type, each emitted by its writer in the change's transaction, arrives with a payload its contract schema accepts. */
describe('webhook events from every writer', async () => {
  const r = await startWebhookReceiver();
  afterAll(() => r.close());
  // Mail reaches a sink: a booking's reschedule link arrives only by mail.
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { webhooks: { allowPrivate: true }, mail: { smtpUrl: sink.url, from: 'Site <hello@example.com>', autoReply: false, siteUrl: SITE } },
  );
  const admin = await loginAs('admin');
  const h = admin.bearerHeaders;
  const created = await app.inject({ method: 'POST', url: '/api/webhooks', headers: h, payload: { url: r.url, events: [...WEBHOOK_EVENTS] } });
  expect(created.statusCode).toBe(201);

  let seen = 0;
  /** The events that arrived since the last call, each checked against its schema. */
  const next = async (count: number) => {
    const got = await r.waitFor(seen + count);
    const fresh = got.slice(seen).map((g) => JSON.parse(g.body) as { type: WebhookPayloadType; data: unknown });
    seen += count;
    for (const e of fresh) expect(WEBHOOK_PAYLOADS[e.type].safeParse(e.data).success, JSON.stringify(e)).toBe(true);
    return fresh;
  };
  const nothingMore = async () => {
    await new Promise((res) => setTimeout(res, 1200));
    expect(r.requests.map((q) => (JSON.parse(q.body) as { type: string }).type).slice(seen)).toEqual([]);
  };

  it('leads: created, updated with its changes, replied; a spam lead only once restored', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Event Lead' }) })).statusCode).toBe(201);
    const [lead] = await next(1);
    expect(lead).toMatchObject({ type: 'lead.created', data: { name: 'Event Lead', status: 'new' } });
    const id = (lead!.data as { _id: string })._id;
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: h, payload: { status: 'contacted', value: 900 } })).statusCode,
    ).toBe(200);
    const [updated] = await next(1);
    expect(updated).toMatchObject({
      type: 'lead.updated',
      data: { _id: id, status: 'contacted', value: 900, changes: { status: 'new → contacted', value: '(none) → 900' } },
    });
    const replied = await app.inject({
      method: 'POST',
      url: `/api/contacts/${id}/emails`,
      headers: h,
      payload: { subject: 'Your project', text: 'Hello' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const [reply] = await next(1);
    expect(reply).toMatchObject({ type: 'lead.replied', data: { _id: id, subject: 'Your project', byName: admin.user.name } });

    const spam = validContact({ name: 'Spammy', website: 'http://spam.example' });
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: spam })).statusCode).toBe(201);
    await nothingMore();
    const list = (await app.inject({ method: 'GET', url: '/api/contacts?status=spam', headers: h })).json() as { _id: string; name: string }[];
    const spamId = list.find((l) => l.name === 'Spammy')!._id;
    expect((await app.inject({ method: 'PATCH', url: `/api/contacts/${spamId}`, headers: h, payload: { status: 'new' } })).statusCode).toBe(200);
    const [restored] = await next(1);
    expect(restored).toMatchObject({ type: 'lead.created', data: { _id: spamId, status: 'new' } });
    await nothingMore();
  });

  it('subscribers: confirmed and unsubscribed', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'reader@example.com' } })).statusCode).toBeLessThan(300);
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.email, 'reader@example.com'));
    const token = await createSubscriptionTokensRepository(database.db).createConfirmationToken(row!.id);
    expect((await app.inject({ method: 'POST', url: '/api/subscriptions/confirm', payload: { token } })).statusCode).toBe(200);
    const [confirmed] = await next(1);
    expect(confirmed).toMatchObject({ type: 'subscriber.confirmed', data: { _id: row!.id, email: 'reader@example.com', status: 'confirmed' } });
    expect((await app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token: row!.unsubscribeToken } })).statusCode).toBe(
      200,
    );
    const [left] = await next(1);
    expect(left).toMatchObject({ type: 'subscriber.unsubscribed', data: { _id: row!.id, status: 'unsubscribed' } });
  });

  it('posts: published, updated, deleted; a draft is never announced', async () => {
    const draft = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: h, payload: { title: 'Quiet draft', status: 'draft' } });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = (draft.json() as { _id: string })._id;
    expect((await app.inject({ method: 'DELETE', url: `/api/blogs/${draftId}`, headers: h })).statusCode).toBeLessThan(300);
    await nothingMore();
    const post = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: h,
      payload: { title: 'Loud post', status: 'published', content: '<p>Hi</p>' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const { _id: id, slug } = post.json() as { _id: string; slug: string };
    const [published] = await next(1);
    expect(published).toMatchObject({
      type: 'post.published',
      data: { _id: id, slug, title: 'Loud post', url: `${SITE}/blogs/${slug}`, status: 'published' },
    });
    const saved = await app.inject({ method: 'PUT', url: `/api/blogs/${id}`, headers: h, payload: { title: 'Louder post' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [updated] = await next(1);
    expect(updated).toMatchObject({ type: 'post.updated', data: { _id: id, title: 'Louder post' } });
    expect((await app.inject({ method: 'DELETE', url: `/api/blogs/${id}`, headers: h })).statusCode).toBeLessThan(300);
    const [deleted] = await next(1);
    expect(deleted).toMatchObject({ type: 'post.deleted', data: { _id: id, title: 'Louder post' } });
  });

  it('bookings: created (with the lead it made), rescheduled by the visitor, cancelled by staff', async () => {
    const sales = await loginAs('sales', { name: 'Cal Taker', email: 'cal@example.com' });
    const set = await app.inject({ method: 'PUT', url: '/api/account/availability', headers: sales.bearerHeaders, payload: ALL_DAY_HOURS });
    expect(set.statusCode, set.body).toBe(200);
    // Tomorrow's times (UTC): today may have none left.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const slots = (await app.inject({ method: 'GET', url: `/api/booking/slots?from=${day}&to=${day}&tz=UTC` })).json() as {
      slots: { start: string }[];
    };
    const [first, second] = slots.slots.map((s) => s.start);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { start: first, name: 'Hook Booker', email: 'hook@example.com' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { _id: id } = booked.json() as { _id: string };
    // A booking by a new address makes its lead (lead.created) and the call (booking.created), in either order.
    const made = await next(2);
    expect(made.map((e) => e.type).sort()).toEqual(['booking.created', 'lead.created']);
    const call = made.find((e) => e.type === 'booking.created')!;
    const lead = made.find((e) => e.type === 'lead.created')!.data as { _id: string };
    expect(call.data).toMatchObject({ _id: id, start: first, status: 'booked', personName: 'Cal Taker', leadId: lead._id });
    expect((call.data as { url: string }).url).toBe(`${SITE}/dashboard?lead=${lead._id}`);

    const [invitation] = await sink.waitFor(1, (m) => /\/book\/reschedule\?/.test(m.text ?? ''));
    const token = /\/book\/reschedule\?booking=[\w-]+&token=([\w-]+)/.exec(invitation!.text!)![1];
    const moved = await app.inject({ method: 'POST', url: `/api/booking/${id}/reschedule`, payload: { token, start: second } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [rescheduled] = await next(1);
    expect(rescheduled).toMatchObject({ type: 'booking.rescheduled', data: { _id: id, start: second, status: 'booked' } });
    const cancelled = await app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: sales.bearerHeaders });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [gone] = await next(1);
    expect(gone).toMatchObject({ type: 'booking.cancelled', data: { _id: id, status: 'cancelled' } });
    await nothingMore();
  });

  it('an endpoint hears only the events it chose', async () => {
    const other = await startWebhookReceiver();
    const only = await app.inject({ method: 'POST', url: '/api/webhooks', headers: h, payload: { url: other.url, events: ['post.deleted'] } });
    expect(only.statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Not for it' }) })).statusCode).toBe(201);
    await next(1);
    await new Promise((res) => setTimeout(res, 1000));
    expect(other.requests).toHaveLength(0);
    await other.close();
  });
});
