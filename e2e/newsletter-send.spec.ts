import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ADMIN, expect, scrollToHydrated, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { unique } from './staff-helpers';

/**
 * This file runs its own server of the built app, with SMTP_URL pointing at a loopback SMTP sink in
 * this process, so mail is read as a subscriber's mail client would get it (the shared e2e server
 * keeps mail in the outbox).
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 3;
const origin = `http://localhost:${port}`;
const messages: ParsedMail[] = [];
let sink: SMTPServer;
let server: ChildProcess;

const toAddress = (m: ParsedMail) => (m.to as { value: { address: string }[] }).value[0]!.address;
const headerLine = (m: ParsedMail, key: string) => (m.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r?\n\s+/g, ' ');

async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect(() => {
    found = messages.find((m) => toAddress(m) === address && subject.test(m.subject ?? ''));
    expect(found, `a message to ${address}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

test.use({ baseURL: origin });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The hook waits up to 60 s below for its own server's first start (migrations on a new database): its own limit must allow that.
  test.setTimeout(90_000);
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const smtpPort = (sink.server.address() as AddressInfo).port;
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: origin,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'DataLoom Solutions <news@e2e.test>',
      NEWSLETTER_PER_MINUTE: '6000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect(async () => expect((await fetch(`${origin}/api/health`)).ok).toBe(true)).toPass({ timeout: 60_000 });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

test('subscribe, confirm from the mail, send a post as newsletter (test, then real), unsubscribe in one click', async ({ page, playwright }) => {
  test.slow();
  const email = `${unique('newsletter-reader')}@example.com`;

  // 1. Subscribe in the footer; the confirmation link arrives by mail.
  await page.goto('/aboutus');
  const footer = page.getByRole('contentinfo');
  await scrollToHydrated(footer.locator('form'));
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Check your inbox to confirm')).toBeVisible();
  const confirmation = await mailTo(email, /^Confirm your subscription/);
  const confirmPath = new URL(/https?:\/\/\S+\/newsletter\/confirm\/[\w-]+/.exec(confirmation.text ?? '')![0]).pathname;
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();

  // 2. Staff see it confirmed.
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/subscriptions?status=confirmed');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Confirmed');

  // 3. A published post (a starter article): a test send to me first.
  const [post] = (await (await page.request.get('/api/blogs?limit=1')).json()) as { _id: string; title: string; slug: string }[];
  await page.goto(`/blogs/edit/${post!._id}`);
  const panel = page.getByRole('region', { name: 'Newsletter' });
  await expect(panel).toContainText('Send this post to the 1 confirmed subscriber.');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText(`Test sent to ${ADMIN.email}`)).toBeVisible();
  const testMail = await mailTo(ADMIN.email, new RegExp(`^${post!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(testMail.html).toContain(`href="${origin}/blogs/${post!.slug}"`);
  expect(messages.filter((m) => toAddress(m) === email)).toHaveLength(1);

  // 4. The real send, after the confirmation dialog; the screen follows its progress.
  await panel.getByRole('button', { name: 'Send as newsletter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this post as a newsletter?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send to 1 subscriber' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toContainText(/Sent to subscribers on .*1 sent, 0 failed, 0 remaining of 1/, { timeout: 15_000 });
  await expect(panel.getByRole('button', { name: 'Send again as newsletter' })).toBeVisible();
  await expectNoAxeViolations(page);

  // 5. The subscriber's copy carries both List-Unsubscribe targets and the one-click POST header.
  const newsletter = await mailTo(email, new RegExp(`^${post!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const listUnsubscribe = headerLine(newsletter, 'list-unsubscribe');
  const oneClick = new RegExp(`<(${origin}/newsletter/unsubscribe/[\\w-]+)>`).exec(listUnsubscribe)?.[1];
  expect(oneClick, listUnsubscribe).toBeDefined();
  expect(listUnsubscribe).toMatch(/<mailto:news@e2e\.test\?subject=unsubscribe%20[\w-]+>/);
  expect(headerLine(newsletter, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(newsletter.html).toContain(`href="${oneClick}"`);

  // 6. The mail client's one-click POST (RFC 8058), without any session.
  const mailClient = await playwright.request.newContext();
  const res = await mailClient.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(res.status()).toBe(200);
  await mailClient.dispose();
  await page.goto('/subscriptions?status=unsubscribed');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Unsubscribed');
});
