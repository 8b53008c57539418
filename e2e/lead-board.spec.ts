import { expect, signIn, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { expectNoAxeViolations } from './axe';
import { allowHttpStatuses, sendContact, unique } from './staff-helpers';

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
  await expect(column('new').getByRole('heading')).toHaveText('New · 2');
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

test('a column shows its first 25 cards and its total; "Load more" adds the next page by keyboard, says so, and a loaded card moves with the counts', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const admin = await adminApi(baseURL!);
  const tag = unique('More');
  for (let i = 1; i <= 27; i++)
    await sendContact(admin.api, { name: `${tag} ${String(i).padStart(2, '0')}`, email: `${unique('more')}@example.com` });
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/board?q=${encodeURIComponent(tag)}`);
  const column = (status: string) => page.locator(`[data-column="${status}"]`);
  const cards = column('new').getByRole('listitem');
  await expect(column('new').getByRole('heading')).toHaveText('New · 27');
  await expect(cards).toHaveCount(25);
  const more = column('new').getByRole('button', { name: 'Load more New leads (25 of 27 shown)' });

  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(27);
  await expect(page.getByTestId('board-announcement')).toHaveText('Added 2 leads to New: 27 of 27 shown');
  // The column's last page: the button goes, focus goes to the first card it added.
  await expect(more).toBeHidden();
  await expect(cards.nth(25).getByRole('link')).toBeFocused();
  const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-lead-id')));
  expect(new Set(ids).size).toBe(27);
  await expectNoAxeViolations(page);

  // A card "Load more" brought moves like any other; both totals follow.
  const moved = ids[26]!;
  await page
    .locator(`[data-lead-id="${moved}"]`)
    .getByRole('button', { name: /^Move .+ to…$/ })
    .click();
  await page.getByRole('menuitem', { name: 'Contacted' }).click();
  await expect(column('contacted').locator(`[data-lead-id="${moved}"]`)).toBeVisible();
  await expect(column('contacted').getByRole('heading')).toHaveText('Contacted · 1');
  // The page "Load more" brought is not fetched again (and announced again) after the move.
  await expect(page.getByTestId('board-announcement')).toHaveText(/^Moved .+ to Contacted$/);
  await expect(column('new').getByRole('heading')).toHaveText('New · 26');
  await expect(cards).toHaveCount(26);
  await expect.poll(async () => (await admin.get(moved)).status).toBe('contacted');
  await admin.api.dispose();
});
