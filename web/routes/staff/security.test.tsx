import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as Security from './security';
import { json, renderScreen, sentBody, stubApi } from '../../../test/staff/staff-test-kit';

const off = { enabled: false, recoveryCodesLeft: 0, required: false };
const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', qrDataUrl: 'data:image/png;base64,AA==' };
const STALE = () => json(403, { message: 'Confirm it is you to continue', reauth: true });

describe('Security (/account/security): a sensitive change asks in place, then retries (decision 058)', () => {
  it('a stale setup opens "Confirm it\'s you"; a wrong password is shown; the right one sends the setup again, once', async () => {
    let setups = 0;
    const fetchMock = stubApi({
      'GET /api/auth/two-factor': () => json(200, off),
      'GET /api/auth/methods': () => json(200, { password: true, oidc: null, passkeys: true }),
      'POST /api/auth/two-factor/setup': () => (++setups === 1 ? STALE() : json(200, SETUP)),
      'GET /api/auth/reauth': () => json(200, { fresh: false, freshUntil: null, methods: ['password'] }),
      'POST /api/auth/reauth': (init) =>
        JSON.parse(String(init?.body)).password === 'right one'
          ? json(200, { message: 'Confirmed', freshUntil: '2026-11-26T08:00:00.000Z' })
          : json(400, { message: 'That password is not right.', errors: [{ field: 'password', message: 'That password is not right.' }] }),
    });
    renderScreen('/account/security', Security);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const password = await screen.findByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());
    // Only the password: the account has no app to offer a code from.
    expect(screen.queryByRole('button', { name: 'Use a code from your app' })).toBeNull();
    await user.type(password, 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That password is not right.')).toBeVisible();
    expect(setups).toBe(1);

    await user.clear(password);
    await user.type(password, 'right one');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(setups).toBe(2);
    expect(sentBody(fetchMock, 'POST /api/auth/reauth')).toEqual({ password: 'wrong one' });
  });

  it('offers a code when the account has an app, and a second stale answer is shown instead of asking again', async () => {
    stubApi({
      'GET /api/auth/two-factor': () => json(200, off),
      'GET /api/auth/methods': () => json(200, { password: true, oidc: null, passkeys: true }),
      'POST /api/auth/two-factor/setup': STALE,
      'GET /api/auth/reauth': () => json(200, { fresh: false, freshUntil: null, methods: ['password', 'code'] }),
      'POST /api/auth/reauth': () => json(200, { message: 'Confirmed', freshUntil: '2026-11-26T08:00:00.000Z' }),
    });
    renderScreen('/account/security', Security);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(await screen.findByRole('button', { name: 'Use a code from your app' }));
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirm it is you to continue')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).toBeNull();
  });

  it('with single sign-on set up, offers to link it (asking first when stale) and says how the link ended (decision 092)', async () => {
    stubApi({
      'GET /api/auth/two-factor': () => json(200, off),
      'GET /api/auth/methods': () =>
        json(200, { password: true, oidc: { label: 'Sign in with Corp ID', startUrl: '/api/auth/oidc/start' }, passkeys: true }),
      'GET /api/auth/reauth': () => json(200, { fresh: false, freshUntil: null, methods: ['password'] }),
    });
    renderScreen('/account/security', Security, '/account/security?sso=link-taken');
    const link = await screen.findByRole('link', { name: 'Link single sign-on' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start?purpose=link');
    expect(link).not.toHaveAttribute('download');
    expect(screen.getByRole('status')).toHaveTextContent('That provider account is already linked to another staff account here.');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
  });

  it('without single sign-on, shows no link section', async () => {
    stubApi({
      'GET /api/auth/two-factor': () => json(200, off),
      'GET /api/auth/methods': () => json(200, { password: true, oidc: null, passkeys: true }),
    });
    renderScreen('/account/security', Security);
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Link single sign-on' })).toBeNull();
  });
});
