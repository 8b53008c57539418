import { expect, signIn, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { unique } from './staff-helpers';

test('two staff edit one lead at once: the second sees who changed it, keeps what they typed, and both changes are stored and credited', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await adminApi(baseURL!);
  const me = await admin.me();
  const sam = await admin.staffUser(unique('Sam Second'));
  const { id } = await admin.lead(unique('Conflict Lead'));

  // Both open the lead.
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard?lead=${id}`);
  const first = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(first).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, sam.email, sam.password);
  await expect(second).toHaveURL(/\/dashboard$/);
  await second.goto(`/dashboard?lead=${id}`);
  const theirs = second.getByRole('dialog', { name: 'Contact Details' });
  await expect(theirs).toBeVisible();

  // The second person starts typing: a next action and a note draft.
  await theirs.getByLabel('Next action').fill('Call back');
  // The time is read in the browser's zone and stored as an instant (decision 123).
  await theirs.getByLabel(/^Due/).fill('2031-03-14T10:30');
  await theirs.getByLabel('New note').fill('Draft: call back after the demo');

  // The first gives the lead to the second and saves (the second works only their own and unassigned leads, issue 28).
  await first.getByLabel('Owner').selectOption({ label: sam.name });
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead saved')).toBeVisible();
  await expect(first.getByText(`Owner: nobody → ${sam.name}`)).toBeVisible();

  // The second saves on the old version: told who changed it, nothing lost, nothing overwritten.
  await theirs.getByRole('button', { name: 'Save' }).click();
  const notice = theirs.getByRole('alert').filter({ hasText: 'Changed by' });
  await expect(notice).toContainText(new RegExp(`Changed by ${me.name} (now|\\d+ seconds? ago|1 minute ago)`));
  await expect(notice).toContainText(`Owner: nobody → ${sam.name}`);
  await expect(notice).toContainText('Next action: none → Call back');
  await expect(theirs.getByLabel('Next action')).toHaveValue('Call back');
  await expect(theirs.getByLabel(/^Due/)).toHaveValue('2031-03-14T10:30');
  await expect(theirs.getByLabel('New note')).toHaveValue('Draft: call back after the demo');
  expect((await admin.get(id)).nextAction).toBeNull();

  await notice.getByRole('button', { name: 'Reload and keep my changes' }).click();
  await expect(notice).toBeHidden();
  await expect(theirs.getByLabel('Owner').locator('option:checked')).toHaveText(sam.name);
  await expect(theirs.getByLabel('Next action')).toHaveValue('Call back');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Lead saved')).toBeVisible();
  await expect(theirs.getByText(new RegExp(`Next action: .*2031.*, Call back \\(${sam.name},`))).toBeVisible();
  await expect(theirs.getByLabel('New note')).toHaveValue('Draft: call back after the demo');

  // Both changes are stored, each credited to the person who made it.
  const stored = await admin.get(id);
  expect(stored.ownerId).toBe(sam._id);
  const dueAt = await page.evaluate(() => new Date('2031-03-14T10:30').toISOString());
  expect(stored.nextAction).toEqual({ text: 'Call back', dueAt });
  expect(stored.history.filter((e) => e.kind === 'owner' || e.kind === 'next-action').map((e) => [e.kind, e.to, e.actorName])).toEqual([
    ['owner', sam.name, me.name],
    ['next-action', `${dueAt} Call back`, sam.name],
  ]);
  await expect(theirs.getByText(`Owner: nobody → ${sam.name} (${me.name},`)).toBeVisible();

  await other.close();
  await admin.api.dispose();
});
