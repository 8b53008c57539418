import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@contract/two-factor';
import * as Users from './users';
import { deferred, json, sentBody, stubApi, renderScreen, testAdmin } from '../../../test/staff/staff-test-kit';

const ada: StaffUser = {
  _id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  profileImage: 'https://img.example/ada.png',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  invited: false,
  twoFactor: false,
  passkeys: 0,
  sso: false,
  lastSignInAt: '2026-11-20T09:30:00.000Z',
  status: 'active',
};
const bob: StaffUser = { ...ada, _id: 'u2', name: 'bob', email: 'bob@example.com', phone: '', profileImage: '', role: 'user' };

/** The screen loads the list and the staff-wide two-factor setting. */
const usersApi = (routes: Parameters<typeof stubApi>[0], requireTwoFactor = false) =>
  stubApi({ 'GET /api/admin/settings/security': () => json(200, { requireTwoFactor }), ...routes });

function renderUsers() {
  renderScreen('/admin/users', Users);
}

async function openCreate() {
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Create New User' }));
  const dialog = screen.getByRole('dialog', { name: 'Create New User' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { user, dialog, field };
}

describe('User management (/admin/users)', () => {
  it('offers the backup download to the admin, pointing at the API', async () => {
    usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada]) });
    renderUsers();
    const link = await screen.findByRole('link', { name: 'Download Backup' });
    expect(link).toHaveAttribute('href', '/api/admin/backup');
    expect(link).toHaveAttribute('download');
  });

  it("shows 'Loading users...' while the list loads", async () => {
    usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => deferred<Response>().promise });
    renderUsers();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading users...');
  });

  it('lists the users with the profile image, or the first letter of the name, and a dash for no phone', async () => {
    usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada, bob]) });
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Profile', 'Name', 'Email', 'Phone', 'Role', 'Sign-in', 'Last sign-in', 'Status', 'Change Password', 'Actions']);
    const [, adaRow, bobRow] = within(table).getAllByRole('row');
    expect(within(adaRow!).getByRole('img', { name: 'Profile image of Ada' })).toHaveAttribute('src', 'https://img.example/ada.png');
    expect(within(adaRow!).getByText('+1 555 0100')).toBeInTheDocument();
    const initial = within(bobRow!).getByRole('img', { name: 'Profile initial of bob' });
    expect(initial).toHaveTextContent(/^B$/);
    expect(bobRow!.querySelector('img')).toBeNull();
    expect(within(bobRow!).getByText('—')).toBeInTheDocument();
  });

  it("shows the 'Failed to fetch users' toast when the list fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(500, { message: 'Internal error' }) });
    renderUsers();
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
  });

  it("says 'Name, email, and password are required.' when the name is only spaces, without calling the API", async () => {
    const fetchMock = usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada]) });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    await user.type(field('Name'), '   ');
    await user.type(field('Email'), 'new@example.com');
    await user.type(field('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Name, email, and password are required\.$/);
    expect(fetchMock).toHaveBeenCalledTimes(2); // the list and the setting: nothing sent
  });

  it('keeps Create User disabled while a required field is empty', async () => {
    usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada]) });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    const submit = within(dialog).getByRole('button', { name: 'Create User' });
    expect(submit).toBeDisabled();
    await user.type(field('Name'), 'Cleo');
    await user.type(field('Email'), 'cleo@example.com');
    expect(submit).toBeDisabled();
    await user.type(field('Password'), 'secret-pass');
    expect(submit).toBeEnabled();
  });

  it("falls back to 'Registration failed' when the server sends no message", async () => {
    usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada]),
      'POST /api/admin/users': () => new Response('Bad gateway', { status: 502 }),
    });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    await user.type(field('Name'), 'Cleo');
    await user.type(field('Email'), 'cleo@example.com');
    await user.type(field('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });

  it("shows the server's message when user creation fails with one", async () => {
    usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada]),
      'POST /api/admin/users': () => json(409, { message: 'A user with this email already exists' }),
    });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    await user.type(field('Name'), 'Cleo');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^A user with this email already exists$/);
  });

  it('creates a user, closes the modal, reloads the list and confirms with a toast', async () => {
    let listed = [ada];
    const fetchMock = usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, listed),
      'POST /api/admin/users': () => {
        listed = [ada, bob];
        return json(201, { message: 'User created successfully', user: bob });
      },
    });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    await user.type(field('Name'), ' bob ');
    await user.type(field('Email'), 'bob@example.com');
    await user.type(field('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create New User' })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Profile initial of bob' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/admin/users')).toEqual({
      name: 'bob',
      email: 'bob@example.com',
      password: 'secret-pass',
      phone: '',
      role: 'user',
      profileImage: '',
    });
  });

  it("refuses a profile image that is not PNG or JPEG with 'Please upload a valid image (PNG, JPEG, JPG)'", async () => {
    const fetchMock = usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada]) });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    await user.upload(field('Profile image'), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Please upload a valid image \(PNG, JPEG, JPG\)$/);
    expect(fetchMock).toHaveBeenCalledTimes(2); // the list and the setting: nothing sent
  });

  it('sends an invitation instead of setting a password: no password field, no password sent', async () => {
    let listed = [ada];
    const carol: StaffUser = { ...bob, _id: 'u3', name: 'Carol', email: 'carol@example.com', invited: true, status: 'invited', lastSignInAt: null };
    const fetchMock = usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, listed),
      'POST /api/auth/invitations': () => {
        listed = [ada, carol];
        return json(201, { message: 'Invitation sent', user: carol });
      },
    });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    await user.click(within(dialog).getByRole('radio', { name: 'Send an invitation' }));
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(field('Name'), 'Carol');
    await user.type(field('Email'), 'carol@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/auth/invitations')).toEqual({
      name: 'Carol',
      email: 'carol@example.com',
      phone: '',
      role: 'user',
      profileImage: '',
    });
    const row = (await screen.findByText('Carol')).closest('tr')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send Carol a new invitation' })).toBeInTheDocument();
  });

  it("asks before resetting a colleague's second factor (naming their passkeys), then resets it; the staff-wide requirement turns on", async () => {
    const fetchMock = usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada, { ...bob, twoFactor: true, passkeys: 2 }]),
      'DELETE /api/auth/users/u2/two-factor': () => json(200, { message: 'Two-factor sign-in reset' }),
      'PUT /api/admin/settings/security': () => json(200, { requireTwoFactor: true }),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in of bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset two-factor sign-in' });
    expect(dialog).toHaveTextContent('Reset two-factor sign-in of bob? Their authenticator app and 2 passkeys stop working');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));
    expect(await screen.findByText('Two-factor sign-in reset')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Require two-factor sign-in for all staff/ }));
    await vi.waitFor(() => expect(sentBody(fetchMock, 'PUT /api/admin/settings/security')).toEqual({ requireTwoFactor: true }));
  });

  it('offers neither Delete nor Reset 2FA on your own row; it signs out your other sessions instead', async () => {
    const me: StaffUser = { ...ada, _id: testAdmin._id, name: testAdmin.name, email: testAdmin.email, twoFactor: true };
    usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [me, { ...bob, twoFactor: true }]) });
    renderUsers();
    const ownRow = (await screen.findByText(testAdmin.name)).closest('tr')!;
    expect(within(ownRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(ownRow).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
    expect(within(ownRow).getByRole('button', { name: 'Sign out your other sessions' })).toBeInTheDocument();
    const bobRow = screen.getByText('bob').closest('tr')!;
    expect(within(bobRow).getByRole('button', { name: 'Delete bob' })).toBeInTheDocument();
    expect(within(bobRow).getByRole('button', { name: 'Reset two-factor sign-in of bob' })).toBeInTheDocument();
  });

  it('shows role, sign-in methods, last sign-in and status per person', async () => {
    const kai: StaffUser = { ...bob, _id: 'u4', name: 'Kai', role: 'editor', sso: true, passkeys: 1, twoFactor: true, lastSignInAt: null };
    usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada, kai]) });
    renderUsers();
    const row = (await screen.findByText('Kai')).closest('tr')!;
    expect(row).toHaveAttribute('id', 'user-u4');
    expect(within(row).getByText('Editor')).toBeInTheDocument();
    expect(within(row).getByText('2FA')).toBeInTheDocument();
    expect(within(row).getByText('1 passkey')).toBeInTheDocument();
    expect(within(row).getByText('SSO')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const adaRow = screen.getByText('Ada').closest('tr')!;
    expect(adaRow.querySelector('time')).toHaveAttribute('datetime', ada.lastSignInAt);
  });

  it('deletes after asking who takes over: leads unassigned and posts to me by default, with the counts', async () => {
    const fetchMock = usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada, bob]),
      'GET /api/auth/users/u2/holdings': () => json(200, { leads: 3, posts: 1 }),
      'DELETE /api/auth/users/u2?leadsTo=unassigned': () => json(200, { message: 'User deleted successfully', leadsMoved: 3, postsMoved: 1 }),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete user bob?');
    const leads = await within(dialog).findByLabelText('Their 3 leads go to');
    expect(leads).toHaveValue('unassigned');
    expect(within(dialog).getByLabelText('Their 1 post go to')).toHaveValue('');
    expect(within(leads).getByRole('option', { name: 'Ada' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain(
      'DELETE /api/auth/users/u2?leadsTo=unassigned',
    );
  });

  it('hands the leads to a colleague chosen in the dialog', async () => {
    const sal: StaffUser = { ...bob, _id: 'u5', name: 'Sal', role: 'sales' };
    const fetchMock = usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada, bob, sal]),
      'GET /api/auth/users/u2/holdings': () => json(200, { leads: 2, posts: 0 }),
      'DELETE /api/auth/users/u2?leadsTo=u5': () => json(200, { message: 'User deleted successfully', leadsMoved: 2, postsMoved: 0 }),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    await user.selectOptions(await within(dialog).findByLabelText('Their 2 leads go to'), 'Sal');
    // A sales person writes no posts: not offered for them.
    expect(within(within(dialog).getByLabelText('Their 0 posts go to')).queryByRole('option', { name: 'Sal' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain('DELETE /api/auth/users/u2?leadsTo=u5');
  });

  it("edits a colleague's role and phone, sending only what changed", async () => {
    const fetchMock = usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada, bob]),
      'PATCH /api/admin/users/u2': () => json(200, { message: 'User updated', user: { ...bob, role: 'editor', phone: '555' } }),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit bob' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'editor');
    expect(within(dialog).getByText('Every post, publishing, newsletters and subscribers.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone'), '555');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PATCH /api/admin/users/u2')).toEqual({ role: 'editor', phone: '555' });
  });

  it('has no role choice when editing yourself', async () => {
    const me: StaffUser = { ...ada, _id: testAdmin._id, name: testAdmin.name };
    usersApi({ 'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [me]) });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${testAdmin.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${testAdmin.name}` });
    expect(within(dialog).queryByLabelText('Role')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Another administrator changes your role.');
  });

  it('signs a colleague out everywhere', async () => {
    usersApi({
      'GET /api/auth/users?page=1&pageSize=50&sort=createdAt': () => json(200, [ada, bob]),
      'DELETE /api/auth/users/u2/sessions': () => json(200, { message: 'Sessions ended' }),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign bob out everywhere' }));
    expect(await screen.findByText('bob is signed out everywhere')).toBeInTheDocument();
  });
});
