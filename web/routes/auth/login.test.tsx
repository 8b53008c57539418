import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuthMethods } from '@contract/oidc';
import Login from './login';

const user = { _id: 'u1', name: 'Ada', email: 'ada@example.com', phone: '', profileImage: '', role: 'admin', createdAt: '2026-01-01T00:00:00Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(url: string, methods?: AuthMethods) {
  const Stub = createRoutesStub([
    { path: '/auth/login', Component: Login, HydrateFallback: () => null, ...(methods ? { loader: () => ({ methods }) } : {}) },
    { path: '/dashboard', Component: () => <h1>Dashboard page</h1> },
    { path: '/subscriptions', Component: () => <h1>Subscriptions page</h1> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

async function submit(email = 'ada@example.com', password = 'secret-pass') {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login screen', () => {
  it('reads "Logging in..." while busy, then shows the server message', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/auth/login');
    await submit();
    // The contract schema checks the form first (asynchronously), then the call goes out.
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(json(401, { message: 'Invalid email or password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('falls back to the generic message when the server sends none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gateway down', { status: 502 })),
    );
    renderAt('/auth/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('stores the user without the token and goes to ?next=', async () => {
    const fetchMock = vi.fn(async () => json(200, { user, token: 'bearer-secret' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/auth/login?next=%2Fsubscriptions');
    await submit('ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Subscriptions page' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com', password: 'secret-pass' }) }),
    );
    const stored = localStorage.getItem('user') ?? '';
    expect(JSON.parse(stored)).toEqual(user);
    expect(stored).not.toContain('bearer-secret');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores a next address on another site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { user, token: 't' })),
    );
    renderAt('/auth/login?next=%2F%2Fevil.example');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('asks for a code after the password when the account has two-factor sign-in, focused and announced', async () => {
    const answers = [
      json(200, { twoFactorRequired: true, challenge: 'ch-1' }),
      json(400, { message: 'That code is not right.', errors: [{ field: 'code', message: 'That code is not right.' }] }),
      json(200, { user, token: 't' }),
    ];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/auth/login');
    await submit();
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Password')).not.toBeVisible();
    const u = userEvent.setup();
    await u.type(code, '123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/auth/login/two-factor',
      expect.objectContaining({ body: JSON.stringify({ challenge: 'ch-1', code: '123456' }) }),
    );
    await u.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = await screen.findByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    await u.type(recovery, 'abcde-fghij-kmnpq-rstuv');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/auth/login/two-factor',
      expect.objectContaining({ body: JSON.stringify({ challenge: 'ch-1', recoveryCode: 'abcde-fghij-kmnpq-rstuv' }) }),
    );
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(user);
  });

  it('sets up a second factor right after the password when admins require it, then shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaaa-bbbbb-ccccc-dddd${i}`);
    const answers = [
      json(200, { twoFactorEnrolmentRequired: true, challenge: 'ch-2' }),
      json(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AAAA' }),
      json(200, { user, token: 't', recoveryCodes: codes }),
    ];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/auth/login');
    await submit();
    expect(await screen.findByRole('img', { name: /QR code that adds this account/ })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Code from the app'), '654321');
    await u.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/auth/login/two-factor/enrol',
      expect.objectContaining({ body: JSON.stringify({ challenge: 'ch-2', code: '654321' }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in is on' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    await u.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  describe('with single sign-on', () => {
    const sso: AuthMethods = { password: true, oidc: { label: 'Sign in with Corp ID', startUrl: '/api/auth/oidc/start' }, passkeys: true };

    it('offers the provider as a plain link that keeps ?next=, beside the password', async () => {
      renderAt('/auth/login?next=%2Fblogs', sso);
      const link = await screen.findByRole('link', { name: 'Sign in with Corp ID' });
      expect(link).toHaveAttribute('href', '/api/auth/oidc/start?next=%2Fblogs');
      expect(screen.getByLabelText('Password')).toBeVisible();
    });

    it('with passwords off, keeps the password form behind "Administrator sign-in"', async () => {
      renderAt('/auth/login', { ...sso, password: false });
      await screen.findByRole('link', { name: 'Sign in with Corp ID' });
      expect(screen.getByLabelText('Password')).not.toBeVisible();
      await userEvent.setup().click(screen.getByText('Administrator sign-in'));
      expect(screen.getByLabelText('Password')).toBeVisible();
    });

    it("shows why the provider's sign-in was refused", async () => {
      renderAt('/auth/login?sso=no-account&email=eve%40elsewhere.test', sso);
      expect(await screen.findByRole('alert')).toHaveTextContent('No staff account uses eve@elsewhere.test. Ask an administrator to invite you.');
    });

    it('resumes at the code step after single sign-on, then goes to ?next=', async () => {
      const fetchMock = vi.fn(async () => json(200, { user, token: 't' }));
      vi.stubGlobal('fetch', fetchMock);
      renderAt('/auth/login?second=ch-9&step=code&next=%2Fsubscriptions', sso);
      const code = await screen.findByLabelText('Authentication code');
      expect(screen.queryByRole('link', { name: 'Sign in with Corp ID' })).toBeNull();
      const u = userEvent.setup();
      await u.type(code, '123456');
      await u.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('heading', { name: 'Subscriptions page' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/auth/login/two-factor',
        expect.objectContaining({ body: JSON.stringify({ challenge: 'ch-9', code: '123456' }) }),
      );
    });
  });
});
