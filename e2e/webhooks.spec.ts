import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver } from '../test/helpers/webhook-receiver';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

test.slow();

// Issue 29, point 1 on the staff screen: add an endpoint (secret shown once), send a test event to a
// loopback receiver (WEBHOOK_ALLOW_PRIVATE in playwright.config.ts), see it delivered in the log.
test('an admin adds a webhook, copies its secret once, sends a test event and sees it delivered in the log', async ({ page }) => {
  const receiver = await startWebhookReceiver('/e2e-hook');
  try {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    const form = page.getByRole('form', { name: 'New webhook' });
    // The contract's message at an address that is none, before anything is sent (decision 015).
    await form.getByLabel('Address (URL)').fill('crm.example.com/hooks');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByLabel('Address (URL)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Address (URL)')).toHaveAccessibleDescription(/^url must be an http or https address/);
    await form.getByLabel('Address (URL)').fill(receiver.url);
    await form.getByLabel(/Post published/).check();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await shown.getByLabel('Signing secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText('lead.created, post.published');
    await row.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
    await expect(page.getByText(`Test event sent to ${receiver.url}: see its log`)).toBeVisible();
    const [got] = await receiver.waitFor(1);
    const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(got!.headers[h])]));
    expect(new Webhook(secret).verify(got!.body, headers)).toMatchObject({ type: 'webhook.test' });

    await row.getByRole('link', { name: `Log of ${receiver.url}` }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks\?log=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Deliveries to/ })).toBeVisible();
    const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
    await expect(async () => {
      await page.reload();
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('HTTP 200', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Delivered');
    await expectNoAxeViolations(page);
  } finally {
    await receiver.close();
  }
});
