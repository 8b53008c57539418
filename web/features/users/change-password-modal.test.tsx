import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@contract/users';
import { ChangePasswordModal } from './change-password-modal';

const ada: PublicUser = {
  _id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  profileImage: '',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderModal(props: Partial<Parameters<typeof ChangePasswordModal>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onChanged: vi.fn(), onFailed: vi.fn() };
  const Stub = createRoutesStub([{ path: '/', Component: () => <ChangePasswordModal user={ada} own={false} {...handlers} {...props} /> }]);
  render(<Stub />);
  return handlers;
}

afterEach(() => vi.unstubAllGlobals());

describe('ChangePasswordModal', () => {
  it("reads 'Show' while the password is hidden and 'Hide' while it is shown", async () => {
    const user = userEvent.setup();
    renderModal();
    const input = await screen.findByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveTextContent(/^Show$/);
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveTextContent(/^Hide$/);
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveTextContent(/^Show$/);
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('sends the new password for the given user and reports success', async () => {
    const fetchMock = vi.fn(async () => json(200, { message: 'Password changed successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { onChanged, onFailed } = renderModal();
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(onFailed).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/changepassword/u1',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ password: 'new-secret' }) }),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('reports the reason when the change fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: 'You can only change your own password' })),
    );
    const user = userEvent.setup();
    const { onChanged, onFailed } = renderModal();
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('You can only change your own password'));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('asks for the current password when the account is your own, and shows a wrong one under its field', async () => {
    const fetchMock = vi.fn(async () =>
      json(400, {
        message: 'currentPassword: Current password is incorrect',
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { onChanged, onFailed } = renderModal({ own: true });
    const current = await screen.findByLabelText('Current password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    // Without the current password the form does not go out.
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('Enter your current password'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(current, 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('currentPassword: Current password is incorrect'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/changepassword/u1',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ password: 'new-secret', currentPassword: 'old-secret' }) }),
    );
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("does not ask an admin for anything but the new password of someone else's account", async () => {
    renderModal({ own: false });
    await screen.findByLabelText('New password');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
