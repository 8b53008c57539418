import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@contract/booking';
import type { PublicUser } from '@contract/users';
import { STAFF_LAYOUT_ID } from '~/features/staff/staff-user';
import { Toaster } from '~/components/ui/toaster';
import { action as dashboardAction } from '~/routes/staff/dashboard';
import { leadDetailFixture } from '../../../test/staff/lead-fixtures';
import { json, stubApi, testLoadContext } from '../../../test/staff/staff-test-kit';
import { LeadCalls } from './lead-calls';

const staff = (role: PublicUser['role']): PublicUser => ({
  _id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  profileImage: '',
  role,
  createdAt: '2026-01-02T03:04:05.000Z',
});

const call = (n: number, start: string, personId: string, extra: Partial<Booking> = {}): Booking => ({
  _id: `b${n}`,
  start,
  end: start,
  status: 'booked',
  personId,
  personName: personId === 'u1' ? 'Ada Lovelace' : 'Ben Kurz',
  leadId: 'lead-1',
  leadReference: 'L-0000-0000-0001',
  visitorName: 'Vera Visitor',
  visitorEmail: 'vera@example.com',
  note: '',
  timeZone: 'UTC',
  createdAt: '2031-01-01T00:00:00.000Z',
  cancelledAt: null,
  ...extra,
});

/** The lead's calls inside the dashboard, posting to its real action. */
function renderCalls(role: PublicUser['role'], bookings: Booking[]) {
  type StubRoute = Parameters<typeof createRoutesStub>[0][number];
  const lead = leadDetailFixture({ _id: 'lead-1', bookings });
  const Stub = createRoutesStub(
    [
      {
        id: STAFF_LAYOUT_ID,
        loader: () => ({ user: staff(role) }),
        children: [
          {
            path: '/dashboard',
            action: dashboardAction as StubRoute['action'],
            Component: () => (
              <>
                <LeadCalls lead={lead} />
                <Toaster />
              </>
            ),
          },
        ],
      },
    ],
    testLoadContext(),
  );
  render(<Stub initialEntries={['/dashboard']} />);
}

describe("A lead's calls (lead dialog)", () => {
  it('lists them with whom and their status; a salesperson cancels their own call ahead after asking, not a colleague’s', async () => {
    const fetchMock = stubApi({
      'POST /api/bookings/b1/cancel': () => json(200, call(1, '2099-01-05T09:00:00.000Z', 'u1', { status: 'cancelled' })),
    });
    const user = userEvent.setup();
    renderCalls('user', [
      call(1, '2099-01-05T09:00:00.000Z', 'u1'),
      call(2, '2099-01-06T09:00:00.000Z', 'u2'),
      call(3, '2020-01-06T09:00:00.000Z', 'u1', { status: 'cancelled' }),
    ]);
    const table = await screen.findByRole('region', { name: 'Calls booked on this lead' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Ada Lovelace', 'Ben Kurz', 'Ada Lovelace']);
    expect(within(rows[2]!).getByText('Cancelled')).toBeInTheDocument();
    // Ben's call is his to change (the API answers 404 otherwise); a cancelled one has nothing to do.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: /^Cancel the call with Vera Visitor/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this call?' });
    expect(within(dialog).getByRole('button', { name: 'Keep the call' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel call' }));
    expect(await screen.findByText('Call with Vera Visitor cancelled')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(['POST /api/bookings/b1/cancel']);
  });

  it('lets a manager change a colleague’s call, mark a past one a no-show; no section without calls', async () => {
    stubApi({ 'PATCH /api/bookings/b3': () => json(200, call(3, '2020-01-06T09:00:00.000Z', 'u2', { status: 'no_show' })) });
    const user = userEvent.setup();
    renderCalls('sales_manager', [call(2, '2099-01-06T09:00:00.000Z', 'u2'), call(3, '2020-01-06T09:00:00.000Z', 'u2')]);
    const table = await screen.findByRole('region', { name: 'Calls booked on this lead' });
    expect(within(table).getByRole('button', { name: /^Cancel the call with/ })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /^Mark no-show: Vera Visitor/ }));
    expect(await screen.findByText('Vera Visitor marked as a no-show')).toBeInTheDocument();
  });

  it('shows nothing for a lead without calls', async () => {
    renderCalls('admin', []);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Calls' })).toBeNull();
  });
});
