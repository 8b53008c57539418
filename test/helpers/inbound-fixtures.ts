import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { leadDetailSchema } from '@contract/leads';
import { leads } from '../../server/db/schema/index';
import type { MailSettings } from '../../server/mail/index';
import type { Session, TestContext } from './app';
import { validContact } from './fixtures';

export const INBOUND_SITE = 'http://site.test:3000';
export const INBOUND_ADDRESS = 'replies@site.test';

/** Mail to an SMTP sink with replies routed back (INBOUND_ADDRESS) and every enquiry acknowledged. */
export const inboundMailSettings = (smtpUrl: string): MailSettings => ({
  smtpUrl,
  from: 'Site <no-reply@site.test>',
  notify: ['sales@site.test'],
  autoReply: true,
  siteUrl: INBOUND_SITE,
  inboundAddress: INBOUND_ADDRESS,
});

/** The lead desk as one staff member works it, for the inbound tests (decision 129, 132). */
export function deskAs({ app, database }: Pick<TestContext, 'app' | 'database'>, staff: Session) {
  return {
    /** A lead sent through the contact form by `name` (its email from the first name, @visitor.test). */
    async newLead(name: string) {
      const email = `${name.split(' ')[0]!.toLowerCase()}@visitor.test`;
      await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name, email }) });
      const [row] = await database.db.select().from(leads).where(eq(leads.name, name));
      return row!;
    },
    detail: async (id: string) =>
      leadDetailSchema.parse((await app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: staff.bearerHeaders })).json()),
    setLead: (id: string, patch: object) => app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: staff.bearerHeaders, payload: patch }),
    /** A reply from the lead; answers its Message-ID. */
    async sendReply(leadId: string, subject: string): Promise<string> {
      const res = await app.inject({
        method: 'POST',
        url: `/api/contacts/${leadId}/emails`,
        headers: staff.bearerHeaders,
        payload: { subject, text: 'Shall we talk on Monday?' },
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { messageId: string }).messageId;
    },
  };
}
