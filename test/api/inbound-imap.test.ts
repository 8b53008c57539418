import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { personDetailSchema } from '@contract/people';
import { leadMessages } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { dovecotAvailability, startDovecot } from '../helpers/dovecot';
import { deskAs, INBOUND_ADDRESS, INBOUND_SITE, inboundMailSettings } from '../helpers/inbound-fixtures';
import { rawMail } from '../helpers/raw-mail';
import { recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = INBOUND_SITE;
const INBOUND = INBOUND_ADDRESS;
const available = dovecotAvailability();
if (!available.run) {
  console.warn(`test/api/inbound-imap.test.ts ${available.why}`);
  describe('replies come back over IMAP', () => it.skip(available.why, () => undefined));
}

let counter = 0;
const newMessageId = () => `<imap-answer-${Date.now()}-${++counter}@visitor.test>`;
/** A poll every second, but a loaded machine (CI's shards) can take many seconds per step. */
const POLL = { timeout: 45_000, interval: 100 };

describe.runIf(available.run)('replies come back over IMAP (IMAP_URL, decision 132), against a real dovecot', { timeout: 90_000 }, async () => {
  // A skipped suite is still collected: nothing starts without dovecot.
  if (!available.run) return;
  const dovecot = await startDovecot();
  const sink = await startSmtpSink();
  afterAll(async () => {
    await sink.close();
    await dovecot.stop();
  });
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE, IMAP_URL: dovecot.url, IMAP_POLL_SECONDS: 1 },
    { mail: inboundMailSettings(sink.url) },
  );
  const sam = await loginAs('user', { name: 'Sam Seller', email: 'sam-imap@site.test' });

  const { newLead, detail, setLead, sendReply: replyFromDesk } = deskAs({ app, database }, sam);
  const seen = async (uid: number) => (await dovecot.flags()).get(uid)?.has('\\Seen') ?? false;
  const storedCount = async (messageId: string) =>
    (await database.db.select({ id: leadMessages.id }).from(leadMessages).where(eq(leadMessages.messageId, messageId))).length;

  it('takes a reply from the mailbox onto its lead and the person’s timeline, reopens the lead, mails the owner, and flags it seen', async () => {
    const lead = await newLead('Ada Imap');
    expect((await setLead(lead.id, { ownerId: sam.user._id, status: 'contacted' })).statusCode).toBe(200);
    const sent = await replyFromDesk(lead.id, 'Your quote');
    const answerId = newMessageId();
    const uid = await dovecot.deliver(
      rawMail(
        {
          From: 'Ada Imap <ada@visitor.test>',
          To: INBOUND,
          Subject: 'Re: Your quote',
          'Message-ID': answerId,
          'In-Reply-To': sent,
          References: sent,
        },
        'Monday works, over IMAP.',
      ),
    );
    expect(await seen(uid)).toBe(false);

    await expect
      .poll(async () => (await detail(lead.id)).messages.filter((m) => m.direction === 'in').map((m) => m.text), POLL)
      .toEqual(['Monday works, over IMAP.']);
    const after = await detail(lead.id);
    expect(after.status).toBe('new');
    expect(after.messages.find((m) => m.direction === 'in')).toMatchObject({
      subject: 'Re: Your quote',
      from: 'ada@visitor.test',
      auto: false,
      delivery: 'received',
    });
    const person = personDetailSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/people/${after.personId}`, headers: sam.bearerHeaders })).json(),
    );
    expect(person.timeline.some((t) => t.leadId === lead.id && t.kind === 'email' && t.to === 'Received: Re: Your quote')).toBe(true);
    await expect.poll(() => seen(uid), POLL).toBe(true);
    const [notice] = await sink.waitFor(1, (m) => m.subject === 'Ada Imap replied: Re: Your quote');
    expect(recipientsOf(notice!)).toEqual(['sam-imap@site.test']);
  });

  it('keeps an out-of-office marked auto: the lead stays waiting on the person', async () => {
    const lead = await newLead('Ivy Imap');
    await setLead(lead.id, { ownerId: sam.user._id, status: 'contacted' });
    const sent = await replyFromDesk(lead.id, 'Following up');
    const uid = await dovecot.deliver(
      rawMail(
        {
          From: 'ivy@visitor.test',
          To: INBOUND,
          Subject: 'Out of office',
          'Message-ID': newMessageId(),
          'In-Reply-To': sent,
          'Auto-Submitted': 'auto-replied',
        },
        'I am away until Monday.',
      ),
    );
    await expect.poll(() => seen(uid), POLL).toBe(true);
    const after = await detail(lead.id);
    expect(after.messages.filter((m) => m.direction === 'in').map((m) => [m.subject, m.auto])).toEqual([['Out of office', true]]);
    expect(after.status).toBe('contacted');
    expect(after.history.at(-1)).toMatchObject({ kind: 'email', to: 'Auto-reply received: Out of office' });
  });

  it('stores the same message once when it sits in the mailbox twice (a crash between storing and flagging)', async () => {
    const lead = await newLead('Otto Imap');
    const sent = await replyFromDesk(lead.id, 'Dates');
    const answerId = newMessageId();
    const raw = rawMail({ From: 'otto@visitor.test', To: INBOUND, Subject: 'Re: Dates', 'Message-ID': answerId, 'In-Reply-To': sent }, 'Tuesday.');
    const first = await dovecot.deliver(raw);
    await expect.poll(() => seen(first), POLL).toBe(true);
    // The same message again, unseen: as if the server stopped after storing it and before the flag.
    const second = await dovecot.deliver(raw);
    await expect.poll(() => seen(second), POLL).toBe(true);
    expect(await storedCount(answerId)).toBe(1);
    expect((await detail(lead.id)).messages.filter((m) => m.direction === 'in')).toHaveLength(1);
  });

  it('runs the poll on a stately queue: one waiting and none twice at once', async () => {
    const { rows } = (await database.db.execute(sql`SELECT policy FROM pgboss.queue WHERE name = 'imap-poll'`)) as unknown as {
      rows: { policy: string }[];
    };
    expect(rows).toEqual([{ policy: 'stately' }]);
    const waiting = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'imap-poll' AND state IN ('created', 'retry')`,
    )) as unknown as { rows: { n: number }[] };
    expect(waiting.rows[0]!.n).toBeLessThanOrEqual(1);
  });

  it('reports a refused sign-in once per failure streak, without the password, and keeps serving', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const wrong = dovecot.url.replace(encodeURIComponent(dovecot.password), 'not-the-password');
    const other = await buildTestApp({ siteUrl: SITE, IMAP_URL: wrong, IMAP_POLL_SECONDS: 1 }, { logger });
    const failures = () => lines.filter((l) => l.includes('IMAP polling failed'));
    await expect.poll(failures, POLL).toHaveLength(1);
    expect(failures()[0]).toContain('refused the sign-in');
    // More polls fail: still the one line.
    await expect
      .poll(
        () =>
          dovecot
            .log()
            .split('\n')
            .filter((l) => /auth failed|Authentication failed|Disconnected.*auth/i.test(l)).length,
        POLL,
      )
      .toBeGreaterThanOrEqual(3);
    expect(failures()).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('not-the-password');
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
