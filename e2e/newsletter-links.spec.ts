import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { allowHttpStatuses, unique } from './staff-helpers';

/** The confirmation mail of an address, read from the outbox (it lists what was sent too) as an admin. */
async function confirmationText(admin: Page, email: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const res = await admin.request.get('/api/admin/emails?pageSize=100');
    const emails = (await res.json()) as { to: string; kind: string; text: string }[];
    text = emails.find((m) => m.to === email && m.kind === 'subscription-confirmation')?.text ?? '';
    expect(text).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return text;
}

const pathIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`/newsletter/${kind}/[\\w-]+`).exec(text)![0];

test('without JavaScript: the emailed link confirms, opened twice says subscribed twice, the unsubscribe page asks first, its button unsubscribes', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.slow();
  const email = `${unique('links-reader')}@example.com`;
  expect((await page.request.post('/api/subscriptions', { data: { email } })).status()).toBe(201);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const text = await confirmationText(page, email);

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const tab = await visitor.newPage();
  await tab.goto(pathIn(text, 'confirm'));
  await expect(tab.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
  // A mail scanner opened it first: the reader's own open still says subscribed (decision 080).
  const reused = await tab.goto(pathIn(text, 'confirm'));
  expect(reused?.status()).toBe(200);
  await expect(tab.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();

  // Opening the unsubscribe link (as a link scanner would) changes nothing.
  await tab.goto(pathIn(text, 'unsubscribe'));
  await expect(tab.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  // axe runs script in the page, so it checks these pages in the scripted tab.
  await page.goto(pathIn(text, 'unsubscribe'));
  await expectNoAxeViolations(page);
  await page.goto(pathIn(text, 'confirm'));
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
  await expectNoAxeViolations(page);
  // A link that was never sent does not work.
  await page.goto('/newsletter/confirm/no-such-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/subscriptions?status=confirmed');
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  await tab.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
  await page.goto('/subscriptions?status=unsubscribed');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Unsubscribed');
  await expect(page.getByRole('link', { name: /^Unsubscribed \d+/ })).toHaveAttribute('aria-current', 'page');
  await visitor.close();
  // The made-up confirmation link answers 400 on purpose.
  allowHttpStatuses(consoleErrors, 400);
});

test("a mail client's one-click POST (RFC 8058) unsubscribes without sign-in", async ({ page, playwright, baseURL }) => {
  const email = `${unique('one-click')}@example.com`;
  await page.request.post('/api/subscriptions', { data: { email } });
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const text = await confirmationText(page, email);
  const mailClient = await playwright.request.newContext({ baseURL });
  const res = await mailClient.post(pathIn(text, 'unsubscribe'), { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(res.status()).toBe(200);
  await mailClient.dispose();
  await page.goto('/subscriptions?status=unsubscribed');
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
});
