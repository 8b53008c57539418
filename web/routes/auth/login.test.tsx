import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import Login from './login';

const user = { _id: 'u1', name: 'Ada', email: 'ada@example.com', phone: '', profileImage: '', role: 'admin', createdAt: '2026-01-01T00:00:00Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: '/auth/login', Component: Login },
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
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAt('/auth/login');
    await submit();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
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
});
