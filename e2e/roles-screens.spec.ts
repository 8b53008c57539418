import { expect, signIn, test } from './fixtures';
import { adminBearer, allowHttpStatuses, unique } from './staff-helpers';

// Issue 28's Done when: what each role sees. One account per role, made by the admin through the API;
// each signs in through the login screen. The table of the Admin navigation is printed for the closing note.

const ROLES = ['admin', 'editor', 'author', 'contributor', 'sales_manager', 'sales', 'user'] as const;
type Role = (typeof ROLES)[number];
const SCREENS = [
  'Dashboard',
  'Board',
  'Analytics',
  'Users',
  'Emails',
  'Audit log',
  'Saved replies',
  'Webhooks',
  'API keys',
  'Redirects',
  'Subscriptions',
  'Blogs',
  'Site',
] as const;

/** The Admin navigation's links each role sees (decision 055), written out rather than derived from the permission table. */
const EXPECTED: Record<Role, readonly string[]> = {
  admin: SCREENS,
  editor: ['Dashboard', 'Analytics', 'Subscriptions', 'Blogs', 'Site'],
  author: ['Dashboard', 'Blogs'],
  contributor: ['Dashboard', 'Blogs'],
  sales_manager: ['Dashboard', 'Board', 'Analytics', 'Saved replies'],
  sales: ['Dashboard', 'Board'],
  user: ['Dashboard', 'Board', 'Blogs'],
};

const seen = new Map<Role, string[]>();
const password = 'amber-lantern-pass-9';

test.describe.configure({ mode: 'serial' });

let othersPost: { _id: string; title: string };

test.beforeAll(async ({ request }) => {
  const title = unique('Admin post');
  const res = await request.post('/api/blogs/new', {
    headers: await adminBearer(request),
    data: { title, content: '<p>Not yours.</p>', status: 'published' },
  });
  expect(res.status()).toBe(201);
  othersPost = { _id: ((await res.json()) as { _id: string })._id, title };
});

test.afterAll(() => {
  const rows = ROLES.filter((r) => seen.has(r)).map((r) => `| ${r} | ${SCREENS.map((s) => (seen.get(r)!.includes(s) ? 'yes' : '–')).join(' | ')} |`);
  console.log(['| role | ' + SCREENS.join(' | ') + ' |', '|---|' + SCREENS.map(() => '---').join('|') + '|', ...rows].join('\n'));
});

for (const role of ROLES) {
  test(`${role}: the Admin navigation shows only the screens of the role`, async ({ page, request }) => {
    const email = `${unique(`role-${role}`)}@e2e.test`;
    const made = await request.post('/api/admin/users', {
      headers: await adminBearer(request),
      data: { name: unique(`Role ${role}`), email, password, role },
    });
    expect(made.status(), await made.text()).toBe(201);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    const links = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter((t) => (SCREENS as readonly string[]).includes(t));
    seen.set(role, links);
    expect(links).toEqual(EXPECTED[role]);
  });
}

test('an author cannot delete another person’s post, nor send a post as newsletter', async ({ page, request, consoleErrors }) => {
  const email = `${unique('role-author2')}@e2e.test`;
  const headers = await adminBearer(request);
  expect((await request.post('/api/admin/users', { headers, data: { name: unique('Author Two'), email, password, role: 'author' } })).status()).toBe(
    201,
  );
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/blogs');
  const card = page.getByRole('article').filter({ hasText: othersPost.title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // Their own published post: no newsletter panel.
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const own = await request.post('/api/blogs/new', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: unique('Own post'), content: '<p>Mine.</p>', status: 'published' },
  });
  expect(own.status(), await own.text()).toBe(201);
  await page.goto(`/blogs/edit/${((await own.json()) as { _id: string })._id}`);
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Send as newsletter/ })).toHaveCount(0);

  // The subscriptions screen refuses.
  const res = await page.goto('/subscriptions');
  expect(res?.status()).toBe(403);
  allowHttpStatuses(consoleErrors, 403);
});

test('a contributor sees Submit for review, not Publish', async ({ page, request }) => {
  const email = `${unique('role-contrib2')}@e2e.test`;
  expect(
    (
      await request.post('/api/admin/users', {
        headers: await adminBearer(request),
        data: { name: unique('Contributor Two'), email, password, role: 'contributor' },
      })
    ).status(),
  ).toBe(201);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/blogs/new');
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
});

test('sales sees the leads and no post editor', async ({ page, request, consoleErrors }) => {
  const email = `${unique('role-sales2')}@e2e.test`;
  expect(
    (
      await request.post('/api/admin/users', {
        headers: await adminBearer(request),
        data: { name: unique('Sales Two'), email, password, role: 'sales' },
      })
    ).status(),
  ).toBe(201);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Not the admins' "Admin Dashboard" (issue 48): sales lands on its own.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.locator('#contacts-heading')).toBeVisible();
  const res = await page.goto('/blogs/new');
  expect(res?.status()).toBe(403);
  allowHttpStatuses(consoleErrors, 403);
});
