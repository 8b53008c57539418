import { fillContactForm } from './contact-form';
import { expect, signIn, test } from './fixtures';
import { waitForMail } from './mailbox';
import { unique } from './staff-helpers';

test('a visitor from a newsletter link sends the form; staff are mailed, see the source, add a note, move it to contacted, assign an owner, the filters find it, and an admin erases the person', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const name = unique('Utm Lead');
  const email = `${unique('utm')}@example.com`;
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  // First touch: a service page with UTM parameters; then the visitor moves on to the contact page.
  await visitorPage.goto('/services/daily-data?utm_source=newsletter&utm_medium=email&utm_campaign=launch');
  await expect.poll(() => visitorPage.evaluate(() => sessionStorage.getItem('lead-first-touch'))).toContain('newsletter');
  await visitorPage.goto('/contactus');
  const form = await fillContactForm(visitorPage, {
    name,
    email,
    country: 'US',
    phone: '2125550100',
    service: 'Daily Data Feeds',
    budget: 'Under $1,000',
    message: 'Prices every morning',
    nda: false,
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitorPage.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await visitor.close();

  // The staff notification leaves through the server's loopback SMTP sink; answering it writes to the visitor.
  const notification = await waitForMail(baseURL!, (m) => m.subject?.includes(name) === true);
  expect(notification.subject).toBe(`New enquiry from ${name}: Daily Data Feeds`);
  expect(notification.replyTo?.value.map((a) => a.address)).toEqual([email]);

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { name: string } };
  const search = page.getByRole('search', { name: 'Filter leads' });
  await search.getByLabel('Search').fill(name);
  await search.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Open lead from ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-field="UTM"]')).toHaveText('source: newsletter, medium: email, campaign: launch');
  await expect(dialog.locator('[data-field="Form"]')).toHaveText('Contact page');
  await expect(dialog.locator('[data-field="Landing page"]')).toContainText('/services/daily-data?utm_source=newsletter');
  await expect(dialog.locator('[data-field="Sent from"]')).toContainText('/contactus');
  await expect(dialog.locator('[data-field="Consent"]')).toContainText('We use the details you send');

  await dialog.getByLabel('New note').fill('Called: wants a sample feed');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  // The saved note shows in the history and the draft empties (for a moment both hold the text).
  await expect(dialog.getByRole('paragraph').filter({ hasText: 'Called: wants a sample feed' })).toBeVisible();
  await expect(dialog.getByLabel('New note')).toHaveValue('');

  await dialog.getByLabel('Status').selectOption('contacted');
  await dialog.getByLabel('Owner').selectOption({ label: me.user.name });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Status: new → contacted')).toBeVisible();
  await expect(dialog.getByText(`Owner: nobody → ${me.user.name}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // The status tab and the owner filter find it.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Lead status' })
    .getByRole('link', { name: /^Contacted/ })
    .click();
  await expect(page).toHaveURL(/status=contacted/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await search.getByLabel('Owner').selectOption({ label: me.user.name });
  await search.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/owner=/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Lead status' }).getByRole('link', { name: /^New/ }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // An admin erases the person: asked first (the address and what goes), then told what was removed.
  await page.getByRole('navigation', { name: 'Lead status' }).getByRole('link', { name: /^All/ }).click();
  await page.getByRole('link', { name: `Open lead from ${name}` }).click();
  await dialog.getByRole('button', { name: 'Erase person' }).click();
  const confirm = page.getByRole('dialog', { name: 'Erase this person?' });
  await expect(confirm).toContainText(email);
  await expect(confirm).toContainText('every lead sent from this address, with its notes and history');
  await confirm.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(`Erased ${email}`)).toBeVisible();
  await expect(page.getByText('Removed 1 lead and 0 newsletter subscriptions.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/lead=/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
