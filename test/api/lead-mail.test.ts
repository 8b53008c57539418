import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
const messageIdOf = (contactId: string, part: string) => `<lead-${contactId}.${part}@site.test>`;

describe('lead notification over SMTP', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    {
      mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', notify: ['sales@example.com', 'boss@example.com'], autoReply: true, siteUrl: SITE },
    },
  );
  const staff = await loginAs('user');
  const leadIdByName = async (name: string) => {
    const list = (await app.inject({ method: 'GET', url: '/api/contacts', headers: staff.bearerHeaders })).json() as { _id: string; name: string }[];
    return list.find((c) => c.name === name)!._id;
  };

  it('emails staff at once: subject names person and service, Reply-To is the visitor, every field and the lead link', async () => {
    const lead = validContact({ name: 'Grace Hopper', service: 'Third-Party API Integration', RND: true, message: 'Line one\nLine two' });
    const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: lead });
    expect(res.statusCode).toBe(201);
    const id = await leadIdByName('Grace Hopper');
    const [mail] = await sink.waitFor(1, (m) => m.messageId === messageIdOf(id, 'staff'), 5000);
    expect(mail!.subject).toBe('New enquiry from Grace Hopper: Third-Party API Integration');
    expect(mail!.replyTo?.value[0]?.address).toBe(lead.email);
    expect((mail!.to as { value: { address: string }[] }).value.map((v) => v.address)).toEqual(['sales@example.com', 'boss@example.com']);
    expect(mail!.from?.value[0]?.address).toBe('site@example.com');
    for (const field of ['Grace Hopper', lead.email, lead.phone, 'Third-Party API Integration', lead.budget, 'Line one', 'Line two', 'Yes']) {
      expect(mail!.text).toContain(field);
      expect(mail!.html).toContain(field);
    }
    expect(mail!.text).toContain(`${SITE}/dashboard?lead=${id}`);
    expect(mail!.html).toContain(`href="${SITE}/dashboard?lead=${id}"`);
  });

  it('AUTO_REPLY thanks the visitor and says what happens next', async () => {
    const lead = validContact({ name: 'Katherine Johnson', service: 'Daily Data Feeds' });
    await app.inject({ method: 'POST', url: '/api/contacts', payload: lead });
    const id = await leadIdByName('Katherine Johnson');
    const [reply] = await sink.waitFor(1, (m) => m.messageId === messageIdOf(id, 'auto-reply'), 5000);
    expect((reply!.to as { value: { address: string }[] }).value[0]!.address).toBe(lead.email);
    expect(reply!.subject).toMatch(/^Thank you for contacting /);
    expect(reply!.text).toContain('What happens next');
    expect(reply!.text).toContain('Daily Data Feeds');
  });

  it('a honeypot submission is not notified', async () => {
    const before = sink.messages.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...validContact({ name: 'Bot' }), website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.messages.slice(before).filter((m) => m.subject?.includes('Bot'))).toEqual([]);
  });

  it('retries when the SMTP server refuses once, with the same Message-ID', async () => {
    sink.refuseNext(1);
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Refused Once' }) });
    const id = await leadIdByName('Refused Once');
    const [mail] = await sink.waitFor(1, (m) => m.messageId === messageIdOf(id, 'staff'), 20_000);
    expect(mail!.subject).toContain('Refused Once');
    const [row] = await database.db
      .select()
      .from(emails)
      .where(eq(emails.messageId, messageIdOf(id, 'staff')));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('lead notification without SMTP_URL (outbox)', async () => {
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE });
  const admin = await loginAs('admin', { email: 'first-admin@example.com' });

  it('keeps the message in the outbox, addressed to every admin, and nothing is sent', async () => {
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Outbox Lead', service: 'Web Scraping' }) });
    let rows: (typeof emails.$inferSelect)[] = [];
    for (let i = 0; i < 100 && !rows.length; i++) {
      rows = await database.db.select().from(emails);
      if (!rows.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'outbox',
      to: admin.user.email,
      subject: 'New enquiry from Outbox Lead: Web Scraping',
      kind: 'lead-notification',
    });
  });
});
