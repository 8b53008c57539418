import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contract/users';
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
  const Stub = createRoutesStub([{ path: '/', Component: () => <ChangePasswordModal user={ada} {...handlers} {...props} /> }]);
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
});
