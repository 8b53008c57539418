import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@contract/paging';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

describe('subscription list paging and streamed export', async () => {
  const { app, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false });
  const h = (await loginAs('editor')).bearerHeaders;
  const emails = Array.from({ length: 1205 }, (_, i) => `reader${String(i).padStart(4, '0')}@example.com`);
  for (let i = 0; i < emails.length; i += 50) {
    await Promise.all(emails.slice(i, i + 50).map((email) => app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email } })));
  }

  it('answers one page by default, newest first, with X-Total-Count', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/subscriptions', headers: h });
    expect(res.headers['x-total-count']).toBe('1205');
    const rows = res.json() as { email: string; createdAt: string }[];
    expect(rows.length).toBe(DEFAULT_PAGE_SIZE);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = (await app.inject({ method: 'GET', url: '/api/subscriptions?page=7&pageSize=200', headers: h })).json() as unknown[];
    expect(last.length).toBe(5);
  });

  it('refuses a page size over the maximum, naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/subscriptions?pageSize=${MAX_PAGE_SIZE + 1}`, headers: h });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe('pageSize');
  });

  it('exports every subscription once, across keyset chunks', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/subscriptions.csv', headers: h });
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Email,Date,Status,Confirmed,Unsubscribed');
    const exported = lines.slice(1).map((l) => l.split(',')[0]);
    expect(exported.length).toBe(1205);
    expect(new Set(exported)).toEqual(new Set(emails));
  });
});
