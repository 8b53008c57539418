import { dovecotAvailability, startDovecot, type Dovecot } from '../test/helpers/dovecot';
import { rawMail } from '../test/helpers/raw-mail';
import { expect, signIn, test as shared } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { waitForMail } from './mailbox';
import { startOwnServer } from './own-server';
import { unique } from './staff-helpers';

/** The address replies come back to (INBOUND_ADDRESS); each lead's Reply-To is replies+<token>@ it. */
const INBOUND = 'replies@e2e.test';

// As root a missing dovecot fails here (CI and the pretest install it); unprivileged without it, the spec is skipped.
const available = dovecotAvailability();

// A real IMAP server (Debian's dovecot) and a server of its own that polls it every second (IMAP_URL, decision 132).
const test = shared.extend<object, { mailbox: Dovecot; ownBase: string }>({
  mailbox: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dovecot = await startDovecot();
      await use(dovecot);
      await dovecot.stop();
    },
    { scope: 'worker' },
  ],
  ownBase: [
    async ({ mailbox }, use) => {
      const own = await startOwnServer({ IMAP_URL: mailbox.url, IMAP_POLL_SECONDS: '1', INBOUND_ADDRESS: INBOUND });
      await use(own.base);
      own.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownBase }, use) => use(ownBase),
});

test.skip(!available.run, available.run ? '' : available.why);
test.slow();

test('a reply sent from the lead is answered by mail: the answer comes back over IMAP onto the lead and the person’s timeline', async ({
  page,
  baseURL,
  mailbox,
}) => {
  const admin = await adminApi(baseURL!);
  const name = unique('Ida Imap');
  const { id, email } = await admin.lead(name);
  const { reference } = await admin.get(id);
  await admin.api.dispose();

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard?view=all&lead=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await dialog.getByLabel('Text').fill('Shall we talk on Monday?');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(/^Reply (sent|queued|kept)/)).toBeVisible();

  // The visitor's copy routes back: Reply-To is the lead's own signed address at INBOUND_ADDRESS.
  const sent = await waitForMail(baseURL!, (m) => JSON.stringify(m.to ?? '').includes(email) && m.subject === `Re: your enquiry ${reference}`);
  const replyTo = sent.replyTo?.value[0]?.address ?? '';
  expect(replyTo).toMatch(/^replies\+[\w-]+@e2e\.test$/);

  // The visitor answers; their provider delivers it to the mailbox the server polls.
  const answer = rawMail(
    {
      From: `${name} <${email}>`,
      To: replyTo,
      Subject: `Re: your enquiry ${reference}`,
      'Message-ID': `<${unique('answer')}@visitor.test>`,
      'In-Reply-To': sent.messageId!,
      References: sent.messageId!,
    },
    'Monday works, 10:00 my time.',
  );
  await mailbox.deliver(answer);

  // The open lead shows it once the poll has taken it (a reload reads the lead again).
  const incoming = dialog.locator('[data-direction="in"]');
  await expect(async () => {
    await page.reload();
    await expect(incoming).toContainText('Monday works, 10:00 my time.', { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(incoming).toContainText(`From ${name} <${email}>`);
  await expect(incoming.getByText('Incoming')).toBeVisible();

  // And on the person's one timeline, beside the enquiry.
  await dialog
    .getByRole('region', { name: 'Person and company' })
    .getByRole('link', { name: `All enquiries from ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('[data-timeline-kind="email"]').filter({ hasText: `Received: Re: your enquiry ${reference}` })).toHaveCount(1);
  await expect(timeline.locator('[data-timeline-kind="enquiry"]')).toHaveCount(1);
});
