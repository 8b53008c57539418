import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReauthMethod } from '@contract/reauth';
import { json, sentBody, stubApi } from '../../../test/staff/staff-test-kit';
import { ReauthDialog } from './reauth-dialog';

/** The dialog on a staff screen, with the ways the API says this account can confirm. */
function renderDialog(methods: ReauthMethod[], onConfirmed = vi.fn()) {
  const fetchMock = stubApi({
    'GET /api/auth/reauth': () => json(200, { fresh: false, freshUntil: null, methods }),
    'POST /api/auth/reauth': () => json(200, { message: 'Confirmed', freshUntil: new Date(Date.now() + 600_000).toISOString() }),
  });
  const Stub = createRoutesStub([{ path: '/admin/users', Component: () => <ReauthDialog open onConfirmed={onConfirmed} onCancel={vi.fn()} /> }]);
  render(<Stub initialEntries={['/admin/users?role=sales']} />);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ReauthDialog', () => {
  it('asks for the password, offers the code from the app, and confirms with what was typed', async () => {
    const onConfirmed = vi.fn();
    const fetchMock = renderDialog(['password', 'code'], onConfirmed);
    const password = await screen.findByLabelText('Your password');
    expect(screen.getByRole('button', { name: 'Use a code from your app' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue with single sign-on' })).toBeNull();
    await userEvent.type(password, 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce());
    expect(sentBody(fetchMock, 'POST /api/auth/reauth')).toEqual({ password: 'correct horse' });
  });

  it('offers the identity provider, coming back to this screen, and no password field to an account without one', async () => {
    renderDialog(['oidc']);
    const sso = await screen.findByRole('link', { name: 'Continue with single sign-on' });
    const href = new URL(sso.getAttribute('href')!, 'http://site.test');
    expect(href.pathname).toBe('/api/auth/oidc/start');
    expect(href.searchParams.get('purpose')).toBe('reauth');
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});
