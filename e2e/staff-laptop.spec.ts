import { expect, signIn, test } from './fixtures';
import { adminBearer, unique } from './staff-helpers';

// A common laptop screen (issue 48, point 6): 1366 x 768 CSS pixels.
test.use({ viewport: { width: 1366, height: 768 } });

test('the Users table shows its Actions at 1366 px: every row’s buttons within the window, no sideways scroll', async ({ page, request }) => {
  // The widest row there is: an invited person (Resend invitation) besides Edit, Sign out everywhere and Delete.
  const name = unique('Aaron Laptop Invitee');
  const invited = await request.post('/api/auth/invitations', {
    headers: await adminBearer(request),
    data: { name, email: `${unique('laptop')}@e2e.test`, role: 'editor' },
  });
  expect(invited.status()).toBe(201);

  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Newest first: the invitee is on the first page.
  await page.goto('/admin/users?sort=-createdAt');
  const table = page.getByRole('table', { name: 'Staff accounts' });
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInViewport();
  const region = page.getByRole('region', { name: 'Staff accounts' });
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the table scrolls sideways').toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

  const row = table.getByRole('row').filter({ hasText: name });
  // Down to the row (the page scrolls down only: nothing is wider than the window).
  await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  expect(await region.evaluate((el) => el.scrollLeft)).toBe(0);
  for (const button of [
    row.getByRole('button', { name: `Edit ${name}` }),
    row.getByRole('button', { name: `Send ${name} a new invitation` }),
    row.getByRole('button', { name: `Sign ${name} out everywhere` }),
    row.getByRole('button', { name: `Delete ${name}` }),
  ])
    await expect(button).toBeInViewport({ ratio: 1 });
});
