import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Email, EmailSummary } from '@contract/emails';
import Emails from './emails';

type EmailList = EmailSummary & { emails: Email[]; total: number; state: { page: number; pageSize: number; sort: string } };

const email = (n: number, extra: Partial<Email> = {}): Email => ({
  _id: `e${n}`,
  messageId: `<lead-${n}.staff@localhost>`,
  kind: 'lead-notification',
  to: 'sales@example.com',
  replyTo: 'ada@example.com',
  subject: `New enquiry from Lead ${n}: Web Scraping`,
  text: `Name: Lead ${n}\nOpen the lead in the staff area: http://localhost/dashboard?lead=${n}`,
  status: 'outbox',
  attempts: 0,
  error: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...extra,
});

function renderEmails(list: EmailList, action?: (form: FormData) => { ok: boolean; message: string }) {
  // The screen reads its loader's data; the loader itself goes through the API (tested in test/api).
  const Stub = createRoutesStub([
    {
      path: '/admin/emails',
      loader: () => list,
      action: async ({ request }) => action?.(await request.formData()),
      Component: () => {
        const actionData = useActionData<{ ok: boolean; message: string }>();
        return <Emails {...({ loaderData: list, actionData } as Parameters<typeof Emails>[0])} />;
      },
    },
  ]);
  render(<Stub initialEntries={['/admin/emails']} />);
}

describe('Emails (/admin/emails)', () => {
  it('lists recipient, subject, status and time; the body opens under the subject; says nothing is sent without SMTP', async () => {
    renderEmails({
      emails: [email(2), email(1, { status: 'retrying', attempts: 1, error: 'Try again later' })],
      total: 2,
      state: { page: 1, pageSize: 20, sort: '-createdAt' },
      smtpConfigured: false,
      failed: 0,
      dkim: null,
    });
    const table = await screen.findByRole('table', { name: 'Outgoing emails, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Recipient', 'Subject', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByText(/^New enquiry/).textContent)).toEqual([
      'New enquiry from Lead 2: Web Scraping',
      'New enquiry from Lead 1: Web Scraping',
    ]);
    expect(within(rows[0]!).getByText('Kept (not sent)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Failed, retrying')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Try again later')).toBeInTheDocument();
    expect(screen.getByText(/No mail server is configured \(SMTP_URL\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry all failed/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(rows[0]!).getByText('New enquiry from Lead 2: Web Scraping'));
    expect(within(rows[0]!).getByText(/dashboard\?lead=2/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages of emails' })).not.toBeInTheDocument();
  });

  it('pages with the shared pager: previous and next links, the current page named', async () => {
    renderEmails({
      emails: [email(3, { status: 'sent' })],
      total: 45,
      state: { page: 2, pageSize: 20, sort: '-createdAt' },
      smtpConfigured: true,
      failed: 0,
      dkim: null,
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages of emails' });
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/emails');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/emails?page=3');
    expect(within(pager).getByText('Page 2 of 3 (45 in all)')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByText(/No mail server is configured/)).not.toBeInTheDocument();
  });

  it('a failed message has a Retry button that posts its id; "Retry all failed" posts the other intent; the answer is shown', async () => {
    const posted: Record<string, string>[] = [];
    renderEmails(
      {
        emails: [email(2, { status: 'sent' }), email(1, { status: 'failed', attempts: 1, error: '550 No such mailbox' })],
        total: 2,
        state: { page: 1, pageSize: 20, sort: '-createdAt' },
        smtpConfigured: true,
        failed: 3,
        dkim: null,
      },
      (form) => {
        posted.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
        return {
          ok: true,
          message: form.get('intent') === 'retry' ? 'Sending again: New enquiry from Lead 1: Web Scraping' : 'Sending 1 failed message again',
        };
      },
    );
    const table = await screen.findByRole('table', { name: 'Outgoing emails, newest first' });
    const [sent, failed] = within(table).getAllByRole('row').slice(1);
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(within(failed!).getByText('550 No such mailbox')).toBeInTheDocument();
    expect(within(sent!).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(failed!).getByRole('button', { name: 'Retry: New enquiry from Lead 1: Web Scraping to sales@example.com' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sending again: New enquiry from Lead 1: Web Scraping');
    expect(posted).toEqual([{ intent: 'retry', id: 'e1' }]);
    // Failed messages on other pages count too.
    await user.click(screen.getByRole('button', { name: 'Retry all failed (3)' }));
    await screen.findByText('Sending 1 failed message again');
    expect(posted[1]).toEqual({ intent: 'retry-failed' });
  });

  it('says mail is unsigned and how to sign it without DKIM; shows the TXT record to publish with it', async () => {
    const list = { emails: [], total: 0, state: { page: 1, pageSize: 20, sort: '-createdAt' }, smtpConfigured: true, failed: 0 };
    renderEmails({ ...list, dkim: null });
    const unsigned = await screen.findByRole('region', { name: 'DKIM signing' });
    expect(unsigned).toHaveTextContent('Mail is not signed (DKIM)');
    expect(unsigned).toHaveTextContent('set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY');
    cleanup();
    const dkim = { domain: 'example.com', selector: 'mail2026', dnsName: 'mail2026._domainkey.example.com', dnsValue: 'v=DKIM1; k=rsa; p=MIIBIjAN' };
    renderEmails({ ...list, dkim });
    const signed = await screen.findByRole('region', { name: 'DKIM signing' });
    expect(signed).toHaveTextContent('Mail is signed for example.com with selector mail2026');
    expect(within(signed).getByText('mail2026._domainkey.example.com')).toBeInTheDocument();
    expect(within(signed).getByText('v=DKIM1; k=rsa; p=MIIBIjAN')).toBeInTheDocument();
    expect(signed).not.toHaveTextContent('not signed');
  });
});
