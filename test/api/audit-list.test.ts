import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@contract/audit';
import { purgeExpired } from '../../server/repositories/purges';
import { recordAudit } from '../../server/repositories/audit';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

describe('GET /api/audit: filters, paging, errors, retention', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const admin = await loginAs('admin');
  const editor = await loginAs('user');
  const db = database.db;

  const get = (query: string, headers = admin.bearerHeaders) => app.inject({ method: 'GET', url: `/api/audit${query}`, headers });
  const list = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return { items: res.json() as AuditEvent[], total: Number(res.headers['x-total-count']) };
  };
  /** Moves the entries of a target to a given day (UTC noon). */
  const backdate = (targetId: string, day: string) =>
    db.execute(sql`update audit_events set at = ${`${day}T12:00:00Z`}::timestamptz where target_id = ${targetId}`);

  const who = { actorId: editor.user._id, actorEmail: editor.user.email, ip: '198.51.100.7' };
  for (let i = 1; i <= 5; i++)
    await recordAudit(db, { ...who, action: 'post.created', targetType: 'post', targetId: `paged-${i}`, details: { n: i } });
  await recordAudit(db, { ...who, action: 'post.deleted', targetType: 'post', targetId: 'dated-1' });
  await backdate('dated-1', '2020-03-10');
  await recordAudit(db, { ...who, action: 'post.deleted', targetType: 'post', targetId: 'dated-2' });
  await backdate('dated-2', '2020-03-12');

  it('answers only admins: 401 without a session, 403 for an editor', async () => {
    expect((await get('', {})).statusCode).toBe(401);
    const refused = await get('', editor.bearerHeaders);
    expect(refused.statusCode).toBe(403);
    expect(expectErrorShape(refused).message).toBe('You do not have permission to read the audit log. Only administrators can.');
  });

  it('is newest first, one page at a time, with X-Total-Count', async () => {
    const first = await list(`?action=post.created&actor=${editor.user._id}&pageSize=2`);
    expect(first.total).toBe(5);
    expect(first.items.map((e) => e.targetId)).toEqual(['paged-5', 'paged-4']);
    const last = await list(`?action=post.created&actor=${editor.user._id}&pageSize=2&page=3`);
    expect(last.items.map((e) => e.targetId)).toEqual(['paged-1']);
    expect(last.items[0]).toMatchObject({ actorEmail: editor.user.email, ip: '198.51.100.7', targetType: 'post', details: { n: 1 } });
    expect((await list('?page=99')).items).toEqual([]);
  });

  it('filters by action, actor (id or email), target and days (both ends included, UTC)', async () => {
    expect((await list(`?actor=${encodeURIComponent(editor.user.email.toUpperCase())}&action=post.deleted`)).total).toBe(2);
    expect((await list('?target=paged-3')).items.map((e) => e.details.n)).toEqual([3]);
    expect((await list('?from=2020-03-10&to=2020-03-10')).items.map((e) => e.targetId)).toEqual(['dated-1']);
    expect((await list('?from=2020-03-11&to=2020-03-12')).items.map((e) => e.targetId)).toEqual(['dated-2']);
    expect((await list('?from=2020-03-01&to=2020-03-31')).total).toBe(2);
    expect((await list('?to=2020-03-11')).items.map((e) => e.targetId)).toEqual(['dated-1']);
    expect((await list(`?actor=${admin.user._id}&action=auth.signed_in`)).total).toBe(1);
  });

  it('takes the first and last days of the calendar, not a server error', async () => {
    expect((await list('?from=0000-01-01&to=9999-12-31&target=paged-2')).total).toBe(1);
    expect((await list('?from=9999-12-31')).total).toBe(0);
    expect((await list('?to=0001-01-01')).total).toBe(0);
  });

  it.each([
    ['?action=post.nuked', 'action'],
    ['?actor=someone', 'actor'],
    ['?from=yesterday', 'from'],
    ['?to=2020-13-01', 'to'],
    ['?from=2020-03-12&to=2020-03-10', 'to'],
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?pageSize=201', 'pageSize'],
    [`?target=${'x'.repeat(201)}`, 'target'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.map((e) => e.field)).toContain(field);
  });

  it('the scheduled purge deletes entries older than AUDIT_RETENTION_DAYS and keeps the rest', async () => {
    await recordAudit(db, { ...who, action: 'backup.downloaded', targetType: 'backup', targetId: 'old-backup' });
    await recordAudit(db, { ...who, action: 'backup.downloaded', targetType: 'backup', targetId: 'recent-backup' });
    await db.execute(sql`update audit_events set at = now() - interval '31 days' where target_id = 'old-backup'`);
    await db.execute(sql`update audit_events set at = now() - interval '29 days' where target_id = 'recent-backup'`);
    await purgeExpired(db, { auditRetentionDays: 30 });
    expect((await list('?target=old-backup')).total).toBe(0);
    expect((await list('?target=recent-backup')).total).toBe(1);
    expect((await list('?target=dated-1')).total).toBe(0);
    expect((await list('?target=paged-1')).total).toBe(1);
  });
});
