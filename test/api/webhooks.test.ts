import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Webhook } from '@contract/webhooks';
import { randomUUID } from 'node:crypto';
import { auditEvents, webhookDeliveries, webhookEvents } from '../../server/db/schema/index';
import { purgeOldWebhookDeliveries } from '../../server/repositories/webhooks';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, UNKNOWN_UUID } from '../helpers/fixtures';

const PUBLIC = 'https://93.184.215.14/hooks/crm?token=abc';

/** The endpoints API: answers, validation naming the field, secrets never shown twice, audit entries with names. */
describe('webhook endpoints API', async () => {
  // Private targets refused (the default); a literal public address needs no DNS and is never called here.
  const { app, database, loginAs } = await buildTestApp({}, { webhooks: { allowPrivate: false } });
  const admin = await loginAs('admin', { name: 'Ada Admin' });
  const h = admin.bearerHeaders;
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/webhooks', headers: h, payload });

  it('creates with a secret shown once; lists and reads without it or the full URL of a chat', async () => {
    const res = await post({ url: PUBLIC, events: ['post.deleted', 'lead.replied'], description: 'CRM' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, secret } = res.json() as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_/);
    const one = (await app.inject({ method: 'GET', url: `/api/webhooks/${id}`, headers: h })).json() as Webhook;
    expect(one).toMatchObject({
      _id: id,
      kind: 'standard',
      urlDisplay: 'https://93.184.215.14/hooks/crm',
      events: ['post.deleted', 'lead.replied'],
      enabled: true,
      createdByName: 'Ada Admin',
    });
    const chat = await post({ url: 'https://93.184.215.14/services/T000/B000/XXXXsecretpath', events: ['lead.created'], kind: 'slack' });
    expect(chat.json()).toMatchObject({ secret: null });
    const list = await app.inject({ method: 'GET', url: '/api/webhooks', headers: h });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain('XXXXsecretpath');
    expect(list.body).toContain('https://93.184.215.14/…path');
    const audit = await database.db.select().from(auditEvents).where(like(auditEvents.action, 'webhook.%'));
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(audit.find((a) => a.targetId === id)).toMatchObject({
      action: 'webhook.created',
      actorName: 'Ada Admin',
      targetLabel: 'https://93.184.215.14/hooks/crm',
    });
  });

  it.each([
    [{ url: 'ftp://93.184.215.14/x', events: ['lead.created'] }, 'url'],
    [{ url: 'https://user:pw@93.184.215.14/x', events: ['lead.created'] }, 'url'],
    [{ url: 'http://127.0.0.1/x', events: ['lead.created'] }, 'url'],
    [{ url: PUBLIC, events: [] }, 'events'],
    [{ url: PUBLIC, events: ['lead.exploded'] }, 'events.0'],
    [{ url: PUBLIC, events: ['post.deleted'], kind: 'slack' }, 'events'],
    [{ url: PUBLIC, events: ['lead.created'], kind: 'teams' }, 'kind'],
  ])('%j is refused naming %s', async (payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.map((e) => e.field)).toContain(field);
  });

  it('changes, turns off and on, rotates, deletes; each audited with the address; unknown ids are 404', async () => {
    const { id } = (await post({ url: PUBLIC, events: ['post.deleted'] })).json() as { id: string };
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/webhooks/${id}`, headers: h, payload });
    expect((await patch({ events: ['post.deleted', 'post.published'], description: 'Both' })).json()).toMatchObject({
      events: ['post.deleted', 'post.published'],
      version: 2,
    });
    expect((await patch({ enabled: false })).json()).toMatchObject({ enabled: false, disabledReason: 'Turned off by hand' });
    expect((await patch({ enabled: true })).json()).toMatchObject({ enabled: true, disabledReason: '', disabledAt: null });
    expect((await patch({ url: 'http://10.0.0.5/x' })).statusCode).toBe(400);
    const rotated = await app.inject({ method: 'POST', url: `/api/webhooks/${id}/rotate-secret`, headers: h });
    expect(rotated.json()).toMatchObject({ secret: expect.stringMatching(/^whsec_/) });
    expect((await app.inject({ method: 'GET', url: `/api/webhooks/${id}`, headers: h })).json()).toMatchObject({
      previousSecretUntil: expect.any(String),
    });
    expect((await app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: h })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/webhooks/${id}`, headers: h })).statusCode).toBe(404);
    const actions = (await database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id))).map((a) => [a.action, a.targetLabel]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['webhook.created', 'https://93.184.215.14/hooks/crm'],
        ['webhook.updated', 'https://93.184.215.14/hooks/crm'],
        ['webhook.secret_rotated', 'https://93.184.215.14/hooks/crm'],
        ['webhook.deleted', 'https://93.184.215.14/hooks/crm'],
      ]),
    );
    for (const url of [`/api/webhooks/${UNKNOWN_UUID}`, '/api/webhooks/not-a-uuid', `/api/webhooks/${UNKNOWN_UUID}/deliveries`]) {
      expect((await app.inject({ method: 'GET', url, headers: h })).statusCode).toBe(404);
    }
  });

  it('a chat endpoint has no secret to rotate and takes new leads only', async () => {
    const { id } = (await post({ url: PUBLIC, events: ['lead.created'], kind: 'slack' })).json() as { id: string };
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/${id}/rotate-secret`, headers: h })).statusCode).toBe(400);
    const res = await app.inject({ method: 'PATCH', url: `/api/webhooks/${id}`, headers: h, payload: { events: ['post.deleted'] } });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe('events');
  });

  it('the purge drops finished deliveries past 30 days and their events; open ones stay', async () => {
    const { id } = (await post({ url: PUBLIC, events: ['post.deleted'] })).json() as { id: string };
    const old = new Date(Date.now() - 31 * 86_400_000);
    await database.db.insert(webhookEvents).values([
      { id: 'msg_old_done', type: 'post.deleted', payload: '{}', createdAt: old },
      { id: 'msg_old_open', type: 'post.deleted', payload: '{}', createdAt: old },
    ]);
    await database.db.insert(webhookDeliveries).values([
      { id: randomUUID(), endpointId: id, eventId: 'msg_old_done', status: 'succeeded', createdAt: old },
      { id: randomUUID(), endpointId: id, eventId: 'msg_old_open', status: 'retrying', createdAt: old },
    ]);
    await purgeOldWebhookDeliveries(database.db);
    expect((await database.db.select().from(webhookEvents)).map((e) => e.id).filter((e) => e.startsWith('msg_old'))).toEqual(['msg_old_open']);
    expect((await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).map((d) => d.status)).toEqual([
      'retrying',
    ]);
  });
});
