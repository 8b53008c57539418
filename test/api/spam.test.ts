import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { countRows, expectErrorShape, validContact } from '../helpers/fixtures';

describe('spam resistance of the public forms', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_FORMS_MAX: 3 });
  const post = (url: string, payload: object, remoteAddress: string) => app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers the 4th POST /api/contacts from one IP with 429 and a message, and stores only 3', async () => {
    const before = await countRows(database.db);
    for (let i = 0; i < 3; i++) expect((await post('/api/contacts', validContact(), '10.1.0.1')).statusCode).toBe(201);
    const res = await post('/api/contacts', validContact(), '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(expectErrorShape(res).message).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await countRows(database.db)).leads).toBe(before.leads + 3);
    // Another IP is not affected.
    expect((await post('/api/contacts', validContact(), '10.1.0.2')).statusCode).toBe(201);
  });

  it('limits POST /api/subscriptions the same way', async () => {
    for (let i = 0; i < 3; i++) expect((await post('/api/subscriptions', { email: `r${i}@example.com` }, '10.2.0.1')).statusCode).toBe(201);
    const res = await post('/api/subscriptions', { email: 'r4@example.com' }, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expectErrorShape(res);
  });

  it('a filled honeypot gets the normal 201 answer; the enquiry is kept as spam, the subscription not at all', async () => {
    const before = await countRows(database.db);
    const contact = await post('/api/contacts', validContact({ website: 'http://spam.example' }), '10.3.0.1');
    expect(contact.statusCode).toBe(201);
    expect(contact.json()).toEqual({
      message: "Thank you for your message! We'll get back to you soon.",
      reference: expect.stringMatching(/^L-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
      promise: 'within 24 hours',
      acknowledged: false,
    });
    const sub = await post('/api/subscriptions', { email: 'bot@example.com', website: 'x' }, '10.3.0.2');
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toEqual({ message: 'Check your inbox to confirm' });
    expect(await countRows(database.db)).toEqual({ ...before, leads: before.leads + 1 });
    const stored = (await database.db.execute(sql`select status, spam_reasons from contacts order by created_at desc limit 1`)) as unknown as {
      rows: { status: string; spam_reasons: string }[];
    };
    expect(stored.rows[0]).toEqual({ status: 'spam', spam_reasons: 'honeypot' });
  });

  it('an empty honeypot is a person: stored', async () => {
    const before = await countRows(database.db);
    expect((await post('/api/contacts', validContact({ website: '' }), '10.4.0.1')).statusCode).toBe(201);
    expect((await countRows(database.db)).leads).toBe(before.leads + 1);
  });
});

describe('with RATE_LIMIT_ENABLED false', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_ENABLED: false, RATE_LIMIT_FORMS_MAX: 1 });

  it('never answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact() })).statusCode).toBe(201);
    }
  });
});
