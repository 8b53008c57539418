import { expect, signIn, test } from './fixtures';
import { adminApi } from './lead-desk-helpers';
import { sendContact, unique } from './staff-helpers';

// A reader far from the server's zone, with a browser in another language: the server renders UTC,
// the browser its own. Before, every staff screen with a time failed to hydrate (React error #418).
const ZONE = 'Asia/Tokyo';
const LOCALE = 'de-DE';
test.use({ timezoneId: ZONE, locale: LOCALE });

test('staff screens opened directly hydrate in a reader’s own zone and language, and then show their times in them', async ({
  page,
  baseURL,
  request,
}) => {
  const email = `${unique('zone')}@example.com`;
  await sendContact(request, { name: 'Zed Zone', email });
  const admin = await adminApi(baseURL!);
  const [lead] = await admin.leadsFrom(email);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);

  // Loaded as documents (not client-side navigations): each is rendered on the server, then hydrated.
  for (const path of [
    '/dashboard?view=all',
    '/admin/users',
    '/admin/audit',
    '/admin/emails',
    '/admin/redirects',
    '/admin/api-keys',
    '/subscriptions',
    '/account/sessions',
    '/account/security',
    '/blogs',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
  }
  await page.goto(`/dashboard?view=all&lead=${lead!._id}`);
  const received = new Intl.DateTimeFormat(LOCALE, {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).format(new Date(lead!.createdAt));
  await expect(page.getByRole('dialog').getByText(`Received ${received}`)).toBeVisible();
  // The fixture fails the test on any console error: a hydration mismatch is one.
});
