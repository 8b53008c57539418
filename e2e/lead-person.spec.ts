import { expect, signIn, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { expectNoAxeViolations } from './axe';
import { sendContact, unique } from './staff-helpers';

test.slow();

test("from a returning client's lead to their person page and their company's: every lead, one timeline, the won value", async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  // A company domain (not free mail), one person writing twice and a colleague of theirs once.
  const domain = `${unique('acme').toLowerCase()}.example`;
  const email = `pat@${domain}`;
  const name = unique('Pat Return');
  const company = unique('Acme Data');
  await sendContact(admin.api, { name, email, company, service: 'Web Scraping' });
  await sendContact(admin.api, { name, email, company, service: 'Daily Data Feeds' });
  await sendContact(admin.api, { name: unique('Colleague'), email: `sam@${domain}`, company });
  const listed = await admin.leadsFrom(email);
  expect(listed).toHaveLength(2);
  const first = listed.find((l) => l.service === 'Web Scraping')!;
  const second = listed.find((l) => l.service !== 'Web Scraping')!;
  // The first enquiry is won, worth 1,200 in the desk's currency.
  const won = await admin.api.patch(`/api/contacts/${first._id}`, {
    headers: admin.headers,
    data: { status: 'won', value: 1200, version: first.version },
  });
  expect(won.status(), await won.text()).toBe(200);
  const { reference: firstReference } = await admin.get(first._id);
  await admin.api.dispose();

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The list keeps its "2nd enquiry" badge on the second lead.
  await page.goto(`/dashboard?view=all&q=${encodeURIComponent(email)}`);
  const row = page.locator(`[data-lead-row="${second._id}"]`);
  await expect(row.getByText('2nd enquiry')).toBeVisible();
  await expect(page.locator(`[data-lead-row="${first._id}"]`).getByText(/enquiry$/)).toHaveCount(0);

  await row.getByRole('link', { name: `Open lead from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  const section = dialog.getByRole('region', { name: 'Person and company' });
  await expect(section.getByRole('link', { name: `Company: ${company}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('link', { name: `All enquiries from ${name}` }).click();

  await expect(page).toHaveURL(/\/dashboard\/people\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[data-field="Email"]')).toHaveText(email);
  await expect(page.locator('[data-field="Phone"]')).toHaveText('+1 555 123 4567');
  const leads = page.getByRole('table', { name: 'Leads (2)' });
  await expect(leads.getByRole('row')).toHaveCount(3);
  await expect(leads.getByRole('row').filter({ hasText: 'Web Scraping' }).getByText('Won')).toBeVisible();
  await expect(leads.getByRole('row').filter({ hasText: 'Daily Data Feeds' }).getByText('New')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.locator('[data-timeline-kind="enquiry"]')).toHaveCount(2);
  await expect(timeline.locator('[data-timeline-kind="status"]').filter({ hasText: firstReference })).toContainText('Status: new → won');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(/\/dashboard\/companies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  await expect(page.locator('[data-field="Leads"]')).toHaveText('3');
  await expect(page.locator('[data-field="Won value"]')).toContainText('1,200');
  const people = page.getByRole('table', { name: 'People' });
  await expect(people.getByRole('row')).toHaveCount(3);
  await expect(people.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(3)).toHaveText('2');
  await expectNoAxeViolations(page);

  // A lead of the company's opens in the desk's dialog.
  await page.getByRole('link', { name: `Open lead ${firstReference} from ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Details' }).locator('[data-field="Service"]')).toHaveText('Web Scraping');
});

test('a person nobody may see is the screen\'s "Person not found"', async ({ page, consoleErrors }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.goto('/dashboard/people/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Person not found' })).toBeVisible();
  consoleErrors.splice(0);
});

test('an admin merges a client’s second address into their person, from the keyboard, and undoes it', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const name = unique('Dana Twice');
  const work = await admin.lead(name);
  const other = await admin.lead(name, { service: 'Daily Data Feeds' });
  const personOf = async (id: string) => ((await admin.get(id)) as unknown as { personId: string }).personId;
  const [personId, otherPersonId] = [await personOf(work.id), await personOf(other.id)];
  await admin.api.dispose();

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/people/${personId}`);
  await expect(page.getByRole('table', { name: 'Leads (1)' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Find the duplicate' });
  await search.getByLabel('Name or email').fill(other.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`duplicates=${encodeURIComponent(other.email).replace(/[.+]/g, '\\$&')}`));
  const found = page.getByRole('table', { name: `People matching “${other.email}”` });
  await expect(found.getByRole('row')).toHaveCount(2);
  await found.getByRole('button', { name: `Merge ${name} into ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Merge ${name} into ${name}?` });
  await expect(dialog).toContainText(`1 lead moves from ${other.email}`);
  // The safe answer has the focus: Enter alone would not merge.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('Merged: 1 lead moved here')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Leads (2)' })).toBeVisible();
  const merged = page.getByRole('table', { name: 'Merged into this person' });
  await expect(merged.getByRole('row').filter({ hasText: other.email })).toBeVisible();
  // The merged person is no longer offered.
  await expect(found.getByText('Nobody else matches.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The merged person's page says where their leads went, and leads back.
  await page.goto(`/dashboard/people/${otherPersonId}`);
  const notice = page.getByRole('status').filter({ hasText: 'Merged into' });
  await expect(notice).toContainText(/by .+ on .+: their leads and later enquiries from this address are there\. It can be undone until /);
  await notice.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/people/${personId}$`));

  await merged.getByRole('button', { name: `Undo the merge of ${name}` }).click();
  await expect(page.getByText('Merge undone: 1 lead went back')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leads (1)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Merged into this person' })).toHaveCount(0);
});
