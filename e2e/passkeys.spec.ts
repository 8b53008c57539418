import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { unique } from './staff-helpers';
import { addVirtualAuthenticator, credentials } from './webauthn';

test('add a passkey on the security page, then sign in with it without typing an email, then remove it', async ({ page, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await api.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const email = `${unique('passkey')}@e2e.test`;
  const password = 'seven amber kettles 42';
  const created = await api.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Pat Passkey', email, password },
  });
  expect(created.status()).toBe(201);
  await api.dispose();

  const authenticator = await addVirtualAuthenticator(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  // Signing in just now counts as confirming it is you: no dialog before adding one.
  await section.getByLabel('Passkey name').fill('Test laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('status')).toHaveText('Passkey "Test laptop" added');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(section.getByTestId('passkey-row')).toHaveCount(1);
  await expect(section.getByTestId('passkey-row')).toContainText('Test laptop');
  await expect(section.getByTestId('passkey-row')).toContainText('never used to sign in');
  const held = await credentials(authenticator);
  expect(held).toHaveLength(1);
  expect(held[0]!.isResidentCredential).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // No email, no password: the authenticator offers its passkey for this site.
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/security');
  await expect(section.getByTestId('passkey-row')).not.toContainText('never used to sign in');

  await section.getByRole('button', { name: 'Remove Test laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByRole('status')).toHaveText('Passkey "Test laptop" removed');
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
});
