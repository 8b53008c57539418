import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@contract/roles';
import type { PublicUser } from '@contract/users';
import { Toaster } from '~/components/ui/toaster';
import { AdminNav } from './admin-nav';

const staff: PublicUser = {
  _id: 'u-staff',
  name: 'Bob',
  email: 'bob@example.com',
  phone: '',
  profileImage: '',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const admin: PublicUser = { ...staff, _id: 'u-admin', name: 'Ada', email: 'ada@example.com', role: 'admin' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderNav(user: PublicUser) {
  const Stub = createRoutesStub([
    {
      path: '/dashboard',
      Component: () => (
        <>
          <AdminNav user={user} />
          <Toaster />
        </>
      ),
    },
  ]);
  const { container } = render(<Stub initialEntries={['/dashboard']} />);
  return container;
}

/** The wide-screen row (jsdom applies no media queries, so the phone menu's copy is in the document too). */
async function row(container: HTMLElement) {
  await screen.findAllByRole('navigation', { name: 'Admin' });
  const el = container.querySelector<HTMLElement>('[data-staff-nav="row"]');
  if (!el) throw new Error('no navigation row');
  return within(el);
}

async function changeOwnPassword(password: string, current = 'the-old-pass') {
  const u = userEvent.setup();
  await u.click((await screen.findAllByRole('button', { name: 'Change password' }))[0]!);
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  await u.type(within(dialog).getByLabelText('Current password'), current);
  await u.type(within(dialog).getByLabelText('New password'), password);
  await u.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  return dialog;
}

describe('AdminNav', () => {
  it("shows SPEC.md's links; Users only for admins; Change password and Logout for everyone", async () => {
    const nav = (await row(renderNav(admin))).getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Board', '/dashboard/board'],
      ['Analytics', '/dashboard/analytics'],
      ['Users', '/admin/users'],
      ['Emails', '/admin/emails'],
      ['Audit log', '/admin/audit'],
      ['Saved replies', '/admin/replies'],
      ['Webhooks', '/admin/webhooks'],
      ['API keys', '/admin/api-keys'],
      ['Redirects', '/admin/redirects'],
      ['Subscriptions', '/subscriptions'],
      ['Blogs', '/blogs'],
      ['Site', '/admin/site'],
      ['Sessions', '/account/sessions'],
      ['Security', '/account/security'],
      ['Notifications', '/account/notifications'],
      ['Profile', '/account/profile'],
      ['Calls', '/account/calls'],
    ]);
    expect(screen.getAllByRole('button', { name: 'Change password' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' })[0]).toBeInTheDocument();
  });

  it('holds the same links and account controls in a Menu disclosure for narrow screens', async () => {
    const container = renderNav(admin);
    const wide = (await row(container)).getAllByRole('link').map((a) => a.getAttribute('href'));
    const details = container.querySelector('details[data-staff-nav="menu"]');
    if (!(details instanceof HTMLDetailsElement)) throw new Error('no menu');
    expect(within(details).getByText('Menu').closest('summary')).not.toBeNull();
    expect(details.open).toBe(false);
    const menu = within(details);
    expect(menu.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'))).toEqual(wide);
    expect(menu.getByRole('button', { name: 'Logout', hidden: true })).toBeInTheDocument();
  });

  it('gives a staff member (role user) a Change password button but no Users link', async () => {
    const nav = (await row(renderNav(staff))).getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Emails' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Saved replies' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/account/notifications');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    expect(screen.getAllByRole('button', { name: 'Change password' })[0]).toBeInTheDocument();
  });

  // Decision 055: each role's links, written out (not derived from the permission table).
  const ACCOUNT = ['Sessions', 'Security', 'Notifications', 'Profile'];
  const linksByRole: Record<Exclude<Role, 'admin'>, string[]> = {
    editor: ['Dashboard', 'Analytics', 'Subscriptions', 'Blogs', 'Site', ...ACCOUNT],
    author: ['Dashboard', 'Blogs', ...ACCOUNT],
    contributor: ['Dashboard', 'Blogs', ...ACCOUNT],
    // Whoever works on leads may take calls (decision 126): their call hours are one more account screen.
    sales_manager: ['Dashboard', 'Board', 'Analytics', 'Saved replies', ...ACCOUNT, 'Calls'],
    sales: ['Dashboard', 'Board', ...ACCOUNT, 'Calls'],
    user: ['Dashboard', 'Board', 'Blogs', ...ACCOUNT, 'Calls'],
  };
  it.each(Object.entries(linksByRole))('shows a %s only the links of their screens', async (role, links) => {
    const nav = (await row(renderNav({ ...staff, role: role as PublicUser['role'] }))).getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(links);
  });

  it("changes the signed-in user's own password, closes the modal and confirms with a toast", async () => {
    const fetchMock = vi.fn(async () => json(200, { message: 'Password changed successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    renderNav(staff);
    await userEvent.setup().click((await screen.findAllByRole('button', { name: 'Change password' }))[0]!);
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toHaveTextContent('For Bob (bob@example.com)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));

    await changeOwnPassword('brand-new-pass');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/changepassword/u-staff',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ password: 'brand-new-pass', currentPassword: 'the-old-pass' }) }),
    );
  });

  it("shows 'Failed to change password' and keeps the modal open when the change fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { message: 'Internal error' })),
    );
    renderNav(staff);
    const dialog = await changeOwnPassword('brand-new-pass');
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
  });
});
