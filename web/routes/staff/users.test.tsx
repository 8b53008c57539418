import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contract/users';
import * as Users from './users';
import { deferred, json, sentBody, stubApi, renderScreen } from '../../../test/staff/staff-test-kit';

const ada: PublicUser = {
  _id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  profileImage: 'https://img.example/ada.png',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const bob: PublicUser = { ...ada, _id: 'u2', name: 'bob', email: 'bob@example.com', phone: '', profileImage: '', role: 'user' };

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
  it("shows 'Loading users...' while the list loads", async () => {
    stubApi({ 'GET /api/auth/users': () => deferred<Response>().promise });
    renderUsers();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading users...');
  });

  it('lists the users with the profile image, or the first letter of the name, and a dash for no phone', async () => {
    stubApi({ 'GET /api/auth/users': () => json(200, [ada, bob]) });
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Profile', 'Name', 'Email', 'Phone', 'Change Password', 'Actions']);
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
    stubApi({ 'GET /api/auth/users': () => json(500, { message: 'Internal error' }) });
    renderUsers();
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
  });

  it("says 'Name, email, and password are required.' when the name is only spaces, without calling the API", async () => {
    const fetchMock = stubApi({ 'GET /api/auth/users': () => json(200, [ada]) });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    await user.type(field('Name'), '   ');
    await user.type(field('Email'), 'new@example.com');
    await user.type(field('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Name, email, and password are required\.$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps Create User disabled while a required field is empty', async () => {
    stubApi({ 'GET /api/auth/users': () => json(200, [ada]) });
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
    stubApi({
      'GET /api/auth/users': () => json(200, [ada]),
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
    stubApi({
      'GET /api/auth/users': () => json(200, [ada]),
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
    const fetchMock = stubApi({
      'GET /api/auth/users': () => json(200, listed),
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
    const fetchMock = stubApi({ 'GET /api/auth/users': () => json(200, [ada]) });
    renderUsers();
    const { user, dialog, field } = await openCreate();
    await user.upload(field('Profile image'), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Please upload a valid image \(PNG, JPEG, JPG\)$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
