import { request as playwrightRequest, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN, expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { unique } from './staff-helpers';

/** The code of the next 30-second step: accepted (one step of tolerance) and never the one just used. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function passwordStep(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test('set up an authenticator app, then sign in with a code, then with a recovery code', async ({ page, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await api.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const email = `${unique('totp')}@e2e.test`;
  const password = 'nine quiet lanterns 19';
  const created = await api.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Totp Tester', email, password },
  });
  expect(created.status()).toBe(201);
  await api.dispose();

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // What a person does with a phone: read the key shown on screen into the app, type its code.
  await expect(page.getByRole('img', { name: /QR code that adds this account/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = page.getByLabel('Code from the app');
  await expect(codeField).toBeFocused();
  await expectNoAxeViolations(page);
  await codeField.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toHaveText('Two-factor sign-in is on');
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  const recoveryCodes = await page.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await expectNoAxeViolations(page);

  await logout(page);
  await passwordStep(page, email, password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);
  await code.fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logout(page);
  await passwordStep(page, email, password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const recovery = page.getByLabel('Recovery code');
  await expect(recovery).toBeFocused();
  await recovery.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/security');
  await expect(page.getByText('9 of 10 left')).toBeVisible();

  // Turned off with the password: the next sign-in is the password alone.
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByRole('status')).toHaveText('Two-factor sign-in is off');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await logout(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

// The e2e server has no SMTP_URL: the invitation is read from the outbox, as an admin would.
test('an admin invites a user from the Users screen; the emailed link sets their password', async ({ page, browser, baseURL }) => {
  const email = `${unique('invite')}@e2e.test`;
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByRole('radio', { name: 'Send an invitation' }).check();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Name').fill('Invited Person');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();

  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await api.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  let link = '';
  await expect
    .poll(async () => {
      const list = (await (await api.get('/api/admin/emails?pageSize=50', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        to: string;
        text: string;
      }[];
      const mail = list.find((m) => m.to.includes(email));
      link = /https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+&welcome=1/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await api.dispose();

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await invitee.getByLabel('New password').fill('my very own lantern 44');
  await invitee.getByRole('button', { name: 'Set my password' }).click();
  await expect(invitee.getByRole('status')).toContainText('Your password is set');
  await signIn(invitee, email, 'my very own lantern 44');
  await expect(invitee).toHaveURL(/\/dashboard$/);
});
