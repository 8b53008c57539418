import fs from 'node:fs/promises';
import { fillContactForm } from './contact-form';
import { expect, signIn, test } from './fixtures';
import { sendContact, unique } from './staff-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a visitor's enquiry from /contactus appears on the dashboard and the modal shows every field", async ({ page, browser }) => {
  const name = unique('Ada Lead');
  const email = `${unique('ada')}@example.com`;
  // The visitor, in a browser of their own, sends the contact page's form.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/contactus');
  const form = await fillContactForm(visitorPage, {
    name,
    email,
    country: 'UK',
    phone: '2071234567',
    service: 'Daily Data Feeds',
    budget: '$1,000 – $5,000',
    message: 'First line\nSecond line',
    nda: true,
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitorPage.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Forms' })).toBeVisible();
  // The pipeline in the list (issue 26); a new unassigned lead is in "My leads", the default view.
  const leadsSection = page.getByRole('region', { name: 'Contact Forms' });
  await expect(leadsSection.getByRole('columnheader')).toHaveText([
    '',
    'Name',
    'Status',
    'Owner',
    'Next action',
    'Service',
    'Budget',
    'Source',
    'Received',
  ]);
  const row = page.getByRole('row').filter({ hasText: name });
  // Received: the local date of createdAt, as the browser formats it (sent a moment ago), and the time.
  const today = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(row.getByRole('cell')).toHaveText([
    '',
    name,
    'New',
    'Unassigned',
    '—',
    'Daily Data Feeds',
    '$1,000 – $5,000',
    'direct',
    new RegExp(`^${today.replace(/[/.]/g, '\\$&')}`),
  ]);
  await expect(row.getByRole('button')).toHaveCount(0);

  // Counts come from the API and include this enquiry.
  await expect(page.locator('[data-stat="Leads"]')).toHaveText(/^[1-9]\d*$/);

  // The whole row opens the lead.
  await row.getByRole('cell', { name: 'Daily Data Feeds' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Contact Details' })).toBeHidden();

  // The name link is the keyboard's way in.
  const view = row.getByRole('link', { name: `Open lead from ${name}` });
  await view.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const field = (label: string) => dialog.locator(`[data-field="${label}"]`);
  await expect(field('Name')).toHaveText(name);
  await expect(field('Email')).toHaveText(email);
  await expect(field('Phone')).toHaveText('+44 20 7123 4567');
  await expect(field('Service')).toHaveText('Daily Data Feeds');
  await expect(field('Budget')).toHaveText('$1,000 – $5,000');
  await expect(field('R&D Inquiry')).toHaveText('Yes');
  // Line breaks are kept: the text holds the newline and the box renders it as two lines.
  expect(await field('Message').evaluate((el) => el.textContent)).toBe('First line\nSecond line');
  expect(await field('Message').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  await expect(field('Submitted On')).toHaveText(/\d/);

  // Focus moves in and stays in: Tab from the last control wraps to the first.
  const closeX = dialog.getByRole('button', { name: 'Close' }).first();
  const closeFooter = dialog.getByRole('button', { name: 'Close' }).last();
  await expect(closeX).toBeFocused();
  await closeFooter.focus();
  await page.keyboard.press('Tab');
  await expect(closeX).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(closeFooter).toBeFocused();

  // Escape closes and focus goes back to the name link.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();

  // The footer Close button works too.
  await view.click();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('empty values show a dash and R&D No', async ({ page, request }) => {
  const name = unique('Quiet Lead');
  await sendContact(request, { name, email: `${unique('quiet')}@example.com`, message: '', RND: false });
  await page.reload();
  await page.getByRole('link', { name: `Open lead from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog.locator('[data-field="Message"]')).toHaveText('—');
  await expect(dialog.locator('[data-field="R&D Inquiry"]')).toHaveText('No');
});

test('stored markup in an enquiry is shown as text and never runs', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const tag = unique('x');
  const name = `<img src=x onerror=alert(1)> ${tag}`;
  const message = `<script>alert(2)</script>\n<img src=x onerror=alert(3)>`;
  await sendContact(request, { name, email: `${unique('xss')}@example.com`, message });
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row.getByRole('cell').nth(1)).toHaveText(name);
  await row.getByRole('link', { name: `Open lead from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog.locator('[data-field="Name"]')).toHaveText(name);
  expect(await dialog.locator('[data-field="Message"]').evaluate((el) => el.textContent)).toBe(message);
  // No element was made from the markup.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main script, [role="dialog"] script')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('Export CSV downloads the enquiries, this lead included', async ({ page, request }) => {
  const name = unique('Csv Lead');
  const email = `${unique('csv')}@example.com`;
  await sendContact(request, { name, email, message: 'Wants, "quotes" and commas' });
  await page.reload();
  const link = page.getByRole('link', { name: 'Export CSV' });
  // The export follows the list: "My leads" by default (unassigned new leads included).
  await expect(link).toHaveAttribute('href', '/api/contacts.csv?view=mine');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('contacts.csv');
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('Name');
  expect(csv).toContain(name);
  expect(csv).toContain(email);
  expect(csv).toContain('"Wants, ""quotes"" and commas"');
  // Phones stay readable: a phone-shaped cell needs no formula guard.
  const line = csv.split('\n').find((l) => l.includes(email));
  expect(line).toMatch(/(^|,)"?\+1 555 123 4567"?(,|\r?$)/);
});

test('the subscription list shows a new subscription and exports it', async ({ page, request }) => {
  const email = `${unique('sub')}@example.com`;
  const res = await request.post('/api/subscriptions', { data: { email } });
  expect(res.status()).toBe(201);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  // SPEC's Email and Date, then the double opt-in status (issue 14): a new address waits for its confirmation.
  await expect(page.getByRole('columnheader')).toHaveText(['Email', 'Date', 'Status']);
  const row = page.getByRole('row').filter({ hasText: email });
  const today = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(row.getByRole('cell')).toHaveText([email, today, 'Pending']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv).toContain(email);
});

test('bulk: shift-click two leads, move them to Contacted, then delete them after the confirmation, each with a toast', async ({ page, request }) => {
  const tag = unique('Bulk');
  // One lead the search does not find, so that an empty result reads "No leads match" (not "No leads yet").
  await sendContact(request, { name: unique('Other Lead'), email: `${unique('other')}@example.com` });
  for (const n of [1, 2, 3]) await sendContact(request, { name: `${tag} ${n}`, email: `${unique('bulk')}@example.com` });
  await page.goto(`/dashboard?view=all&q=${encodeURIComponent(tag)}`);
  const table = page.getByRole('table', { name: 'Contact Forms' });
  await expect(table.getByRole('row')).toHaveCount(4);
  // Newest first: 3, 2, 1. A click on 3, then Shift+click on 2.
  await table.getByRole('checkbox', { name: `Select ${tag} 3` }).click();
  await table.getByRole('checkbox', { name: `Select ${tag} 2` }).click({ modifiers: ['Shift'] });
  await expect(table.getByRole('checkbox', { name: `Select ${tag} 1` })).not.toBeChecked();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 leads are selected.');
  await bar.getByLabel('Set status').selectOption('contacted');
  await bar.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 leads moved to Contacted')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Contacted' })).toHaveCount(2);

  // Every lead on the page, then Delete: asked first.
  await table.getByRole('checkbox', { name: 'Select every lead on this page' }).check();
  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete leads' });
  await expect(confirm).toContainText('Delete 3 leads permanently? This is not the GDPR erase and cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('3 leads deleted')).toBeVisible();
  await expect(table.getByText('No leads match these filters')).toBeVisible();
});

test('an admin sees the launch card: the site live (the e2e server launches it), what is still open, each a link to where it is done', async ({
  page,
}) => {
  // The e2e server runs on localhost with sample content published and launches it (decision 115): live, not all done.
  const card = page.getByRole('region', { name: 'The site is live' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Launched on .+ by /);
  await expect(card.locator('[data-check="site-url"]')).toHaveAttribute('data-ok', 'false');
  // Still open on the sample site: its address, and company facts the legal pages name (decision 116).
  await expect(card.getByRole('link', { name: 'The site’s public address is set' })).toHaveAttribute('href', '/sitemap.xml');
  await expect(card.getByRole('link', { name: 'The company’s registration number is given' })).toHaveAttribute('href', '/admin/site/company');
  await expect(card.getByRole('button', { name: 'Take back' })).toBeVisible();
});
