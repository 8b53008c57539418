import { ADMIN, expect, signIn, test } from './fixtures';
import { allowHttpStatuses, unique } from './staff-helpers';

test.describe('sign-in', () => {
  test('signs in, stores the user (never a token) and lands on the dashboard', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const stored = await page.evaluate(() => ({ user: localStorage.getItem('user'), token: localStorage.getItem('token') }));
    expect(stored.token).toBeNull();
    const user = JSON.parse(stored.user ?? '{}');
    expect(user).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(user._id).toBeTruthy();
    expect(Object.keys(user)).not.toContain('token');
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    // The session is the httpOnly cookie, out of reach of page scripts.
    const sid = (await page.context().cookies()).find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
  });

  test('a wrong password shows the server message and stays on the form', async ({ page, consoleErrors }) => {
    await signIn(page, ADMIN.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    allowHttpStatuses(consoleErrors, 401);
  });

  test('repeated failures show the lock-out message', async ({ page, request, consoleErrors }) => {
    const email = `${unique('locked')}@e2e.test`;
    for (let i = 0; i < 10; i++) {
      const res = await request.post('/api/auth/login', { data: { email, password: 'wrong-password' } });
      expect(res.status()).toBe(401);
    }
    await signIn(page, email, 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts');
    allowHttpStatuses(consoleErrors, 429);
  });

  test('the form asks for a valid email and a password before sending', async ({ page }) => {
    await page.goto('/auth/login');
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/login')) calls += 1;
    });
    await email.fill('not-an-email');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(calls).toBe(0);
  });

  test('when already signed in, /auth/login goes to the dashboard', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/login redirects to /auth/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test.describe('guard', () => {
  test('a signed-out visit to /subscriptions goes to sign-in and comes back after it', async ({ page }) => {
    await page.goto('/subscriptions?sort=new');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsubscriptions%3Fsort%3Dnew$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/subscriptions\?sort=new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  });

  for (const path of ['/dashboard', '/admin/users', '/blogs', '/blogs/new', '/blogs/edit/00000000-0000-4000-8000-000000000000']) {
    test(`${path} redirects when signed out`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200); // the login page, after the redirect
      await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=${encodeURIComponent(path)}$`));
    });
  }

  test('a next address on another site is ignored', async ({ page }) => {
    await page.goto('/auth/login?next=//evil.example/steal');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
  });

  test('staff pages are not indexed', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const res = await page.goto('/subscriptions');
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('head meta[name="robots"][content="noindex"]').first()).toBeAttached();
  });
});

test('logout ends the session', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid')?.value;
  expect(sid).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard$/);
  // The old cookie is dead on the server too, not just forgotten by the browser.
  const me = await page.request.get('/api/auth/me', { headers: { cookie: `sid=${sid}` } });
  expect(me.status()).toBe(401);
});

test('a session ended elsewhere sends the next staff call to sign-in, then back', async ({ page, request, consoleErrors }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid')?.value;
  // Ended on the server (as a password change or another tab would); the browser still holds the cookie.
  const out = await request.post('/api/auth/logout', { headers: { cookie: `sid=${sid}` } });
  expect(out.status()).toBe(200);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsubscriptions$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  allowHttpStatuses(consoleErrors, 401);
});
