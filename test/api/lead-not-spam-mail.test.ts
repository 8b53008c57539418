import { afterAll, describe, expect, it } from 'vitest';
import type { Lead } from '@contract/leads';
import { buildTestApp } from '../helpers/app';
import { untilJobsSettle } from '../helpers/jobs';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';

describe('"Not spam" sends the notification that spam never got', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', notify: ['sales@example.com'], autoReply: false, siteUrl: SITE } },
  );
  const h = (await loginAs('user')).bearerHeaders;

  it('a lead sent too fast with too many links is kept as spam and not notified; restoring it notifies staff once', async () => {
    // Links alone no longer quarantine (decision 042): sent too fast as well, they do.
    const lead = {
      ...validContact({ name: 'Link Heavy', message: 'see http://a.example http://b.example http://c.example' }),
      startedAt: Date.now() - 500,
    };
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: lead })).statusCode).toBe(201);
    const [stored] = (await app.inject({ method: 'GET', url: '/api/contacts?status=spam', headers: h })).json() as Lead[];
    expect(stored?.name).toBe('Link Heavy');
    await untilJobsSettle(database.db);
    expect(sink.messages.filter((m) => m.subject?.includes('Link Heavy'))).toEqual([]);

    const res = await app.inject({ method: 'PATCH', url: `/api/contacts/${stored!._id}`, headers: h, payload: { status: 'new' } });
    expect(res.statusCode).toBe(200);
    const [mail] = await sink.waitFor(1, (m) => m.messageId === `<lead-${stored!._id}.staff@site.test>`);
    expect(mail!.subject).toContain('Link Heavy');
  });
});
