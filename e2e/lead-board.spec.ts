import { expect, signIn, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { expectNoAxeViolations } from './axe';
import { allowHttpStatuses, unique } from './staff-helpers';

test('the board shows the filtered leads by status; a card moves by its keyboard menu and by drag, through the versioned PATCH', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const admin = await adminApi(baseURL!);
  const me = await admin.me();
  const tag = unique('Board');
  const { id } = await admin.lead(`${tag} Ada`, { service: 'Daily Data Feeds' });
  await admin.lead(`${tag} Ben`);

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The list's search applies to every column.
  await page.goto(`/dashboard/board?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { name: 'Lead board' })).toBeVisible();
  const column = (status: string) => page.locator(`[data-column="${status}"]`);
  await expect(column('new').getByRole('listitem')).toHaveCount(2);
  await expect(column('new').getByRole('heading')).toHaveText('New (2)');
  const card = page.locator(`[data-lead-id="${id}"]`);
  await expect(card).toContainText('Daily Data Feeds');
  await expect(card).toContainText('Owner: Unassigned');
  await expect(page.getByRole('link', { name: /^Spam \(\d+\)$/ })).toHaveAttribute('href', /status=spam/);
  await expect(page.getByRole('navigation', { name: 'Lead views' }).getByRole('link', { name: 'List' })).toHaveAttribute(
    'href',
    new RegExp(`^/dashboard\\?q=${encodeURIComponent(tag).replace(/[-%]/g, '\\$&')}`),
  );

  // Keyboard: Tab from the card's name to its menu button; Escape closes and gives focus back.
  await card.getByRole('link', { name: `Open lead from ${tag} Ada` }).focus();
  await page.keyboard.press('Tab');
  const menuButton = card.getByRole('button', { name: `Move ${tag} Ada to…` });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Move ${tag} Ada to…` });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Contacted' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Qualified' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(column('qualified').locator(`[data-lead-id="${id}"]`)).toBeVisible();
  await expect(page.getByTestId('board-announcement')).toHaveText(`Moved ${tag} Ada to Qualified`);
  await expect(column('qualified').getByRole('button', { name: `Move ${tag} Ada to…` })).toBeFocused();
  await expect(column('new').getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await admin.get(id)).status).toBe('qualified');

  // Mouse: drag the card onto Won.
  await column('qualified').locator(`[data-lead-id="${id}"]`).dragTo(column('won'));
  await expect(column('won').locator(`[data-lead-id="${id}"]`)).toBeVisible();
  await expect(page.getByTestId('board-announcement')).toHaveText(`Moved ${tag} Ada to Won`);
  await expect.poll(async () => (await admin.get(id)).status).toBe('won');

  const history = (await admin.get(id)).history.filter((e) => e.kind === 'status').map((e) => [e.from, e.to, e.actorName]);
  expect(history).toEqual([
    ['new', 'qualified', me.name],
    ['qualified', 'won', me.name],
  ]);
  await admin.api.dispose();
});

test('a card moved on a stale version is refused with who changed it, and the board shows the lead as it is now', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const admin = await adminApi(baseURL!);
  const me = await admin.me();
  const tag = unique('Stale');
  const { id } = await admin.lead(`${tag} Cy`);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/board?q=${encodeURIComponent(tag)}`);
  const card = page.locator(`[data-lead-id="${id}"]`);
  await expect(card).toBeVisible();

  // Someone else moves it meanwhile.
  const { version } = await admin.get(id);
  const res = await admin.api.patch(`/api/contacts/${id}`, { headers: admin.headers, data: { status: 'contacted', version } });
  expect(res.status()).toBe(200);

  await card.getByRole('button', { name: `Move ${tag} Cy to…` }).click();
  await page.getByRole('menuitem', { name: 'Proposal' }).click();
  await expect(page.getByTestId('board-announcement')).toHaveText(new RegExp(`^Could not move ${tag} Cy: Changed by ${me.name}`));
  await expect(page.locator('[data-column="contacted"]').locator(`[data-lead-id="${id}"]`)).toBeVisible();
  expect((await admin.get(id)).status).toBe('contacted');
  // The refused move's answer is a 409.
  allowHttpStatuses(consoleErrors, 409);
  await admin.api.dispose();
});
