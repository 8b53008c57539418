import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@contract/users';
import { STAFF_LAYOUT_ID } from '~/features/staff/staff-user';
import { Modal } from '~/components/ui/modal';
import { Toaster } from '~/components/ui/toaster';
import { action as dashboardAction } from '~/routes/staff/dashboard';
import { json, sentBody, stubApi, testLoadContext } from '../../../test/staff/staff-test-kit';
import { ErasePerson, useErasureAnswer } from './erase-person';

const person = 'visitor@example.com';
const staff = (role: PublicUser['role']): PublicUser => ({
  _id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  profileImage: '',
  role,
  createdAt: '2026-01-02T03:04:05.000Z',
});

/** As on the dashboard: the screen shows the answer and closes the lead's dialog. */
function LeadDialog({ onErased }: { onErased: () => void }) {
  const [open, setOpen] = useState(true);
  useErasureAnswer(() => {
    setOpen(false);
    onErased();
  });
  return (
    <>
      <Modal open={open} onClose={() => setOpen(false)} title="Contact Details">
        <ErasePerson email={person} />
      </Modal>
      <Toaster />
    </>
  );
}

/** The button inside the lead's dialog, under the staff layout's user, posting to the dashboard's real action. */
function renderErase(role: PublicUser['role'], onErased = vi.fn()) {
  type StubRoute = Parameters<typeof createRoutesStub>[0][number];
  const Stub = createRoutesStub(
    [
      {
        id: STAFF_LAYOUT_ID,
        loader: () => ({ user: staff(role) }),
        children: [
          {
            path: '/dashboard',
            action: dashboardAction as StubRoute['action'],
            Component: () => <LeadDialog onErased={onErased} />,
          },
        ],
      },
    ],
    testLoadContext(),
  );
  render(<Stub initialEntries={['/dashboard']} />);
  return onErased;
}

describe('Erase person (lead dialog, admins)', () => {
  it('asks first, naming the address and what goes, then erases it and says what was removed', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/erasures': () => json(200, { contacts: 2, subscriptions: 1, erasedAt: '2026-11-22T10:00:00.000Z' }),
    });
    const user = userEvent.setup();
    const onErased = renderErase('admin');
    await user.click(await screen.findByRole('button', { name: 'Erase person' }));

    const confirm = screen.getByRole('dialog', { name: 'Erase this person?' });
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining(person));
    expect(confirm).toHaveAccessibleDescription(
      expect.stringContaining('every lead sent from this address, with its notes and history, and its newsletter subscription'),
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText(`Erased ${person}`)).toBeInTheDocument();
    expect(screen.getByText('Removed 2 leads and 1 newsletter subscription.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/admin/erasures')).toEqual({ email: person });
    expect(onErased).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Erase this person?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Contact Details' })).not.toBeInTheDocument();
  });

  it('Cancel and Escape close only the question; the lead stays open and nothing is erased', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    const onErased = renderErase('admin');
    await user.click(await screen.findByRole('button', { name: 'Erase person' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Erase this person?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contact Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erase person' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Erase this person?' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onErased).not.toHaveBeenCalled();
  });

  it('shows the API refusal in an error toast', async () => {
    stubApi({ 'POST /api/admin/erasures': () => json(403, { message: 'Only administrators can do this' }) });
    const user = userEvent.setup();
    const onErased = renderErase('admin');
    await user.click(await screen.findByRole('button', { name: 'Erase person' }));
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Could not erase this person')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can do this')).toBeInTheDocument();
    expect(onErased).not.toHaveBeenCalled();
  });

  it('a stale confirmation (403 reauth) asks for the password over the lead, then erases without a second click', async () => {
    let tries = 0;
    stubApi({
      'POST /api/admin/erasures': () =>
        ++tries === 1
          ? json(403, { message: 'Confirm it is you to continue', reauth: true })
          : json(200, { contacts: 1, subscriptions: 0, erasedAt: '2026-11-22T10:00:00.000Z' }),
      'GET /api/auth/reauth': () => json(200, { fresh: false, freshUntil: null, methods: ['password'] }),
      'POST /api/auth/reauth': () => json(200, { message: 'Confirmed', freshUntil: '2026-11-22T10:10:00.000Z' }),
    });
    const user = userEvent.setup();
    const onErased = renderErase('admin');
    await user.click(await screen.findByRole('button', { name: 'Erase person' }));
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(screen.queryByText('Could not erase this person')).not.toBeInTheDocument();
    await user.type(within(reauth).getByLabelText('Your password'), 'my password');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Erased ${person}`)).toBeInTheDocument();
    expect(tries).toBe(2);
    expect(onErased).toHaveBeenCalledTimes(1);
  });

  it('is not there for editors', async () => {
    stubApi({});
    renderErase('user');
    expect(await screen.findByRole('dialog', { name: 'Contact Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase person' })).not.toBeInTheDocument();
  });
});
