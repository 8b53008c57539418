import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { unique } from './staff-helpers';

test.slow();

// A person's browser (the missing-pages count leaves bots out, and headless Chromium says it is one).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a missing page visitors ask for shows on /admin/redirects; "Create redirect" sends them on from then on', async ({ page, request }) => {
  // Its own address: other tests run beside this one on the same server.
  const missing = `/${unique('e2e-moved-page')}`;
  for (let i = 0; i < 2; i++) {
    const res = await request.get(`${missing}?from=mail`, { headers: { 'user-agent': BROWSER } });
    expect(res.status()).toBe(404);
  }

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Redirects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  const missingTable = page.getByRole('table', { name: 'Most requested missing pages' });
  const row = missingTable.getByRole('row').filter({ hasText: missing });
  await expect(row).toContainText('2');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Create redirect from ${missing}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New redirect' });
  await expect(dialog.getByLabel('From (an address on this site)')).toHaveValue(missing);
  await dialog.getByLabel('To (a path here, or an https:// address)').fill('/faq');
  await dialog.getByRole('button', { name: 'Save redirect' }).click();
  await expect(page.getByText(`Redirect from ${missing} created`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Redirects' }).getByRole('row').filter({ hasText: missing })).toContainText('/faq');
  await expect(missingTable).not.toContainText(missing);

  const moved = await request.get(`${missing}?from=mail`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/faq?from=mail');
  await page.goto(missing);
  await expect(page).toHaveURL(/\/faq$/);
});
