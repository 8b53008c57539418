import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@contract/users';
import * as Dashboard from '~/routes/staff/dashboard';
import { bookingFixture, deskFixture, zeroCounts } from '../../../test/staff/lead-fixtures';
import { json, renderScreen, stubApi, testAdmin } from '../../../test/staff/staff-test-kit';

const emptyPage = () => new Response('[]', { headers: { 'content-type': 'application/json', 'x-total-count': '0' } });
const person = (role: PublicUser['role']): PublicUser => ({ ...testAdmin, _id: `${role}-1`, name: `A ${role}`, role });

/** The leads desk as the API answers a role: counts it may not read are null (decision 055). */
function stubLeadsDesk(stats: { subscriptions: number | null; blogs: number | null }) {
  stubApi({
    'GET /api/stats': () => json(200, { contacts: 0, leads: 0, spam: 0, ...stats }),
    'GET /api/contacts?view=mine&page=1&pageSize=50&sort=-createdAt': emptyPage,
    'GET /api/contacts/status-counts?view=mine': () => json(200, zeroCounts),
    'GET /api/contacts/desk': () => json(200, deskFixture()),
    'GET /api/admin/launch-checklist': () => json(200, { items: [], done: 0, total: 0 }),
  });
}

describe('the dashboard’s heading follows the role (issue 48)', () => {
  it('an admin lands on SPEC’s "Admin Dashboard"', async () => {
    stubLeadsDesk({ subscriptions: 4, blogs: 5 });
    renderScreen('/dashboard', Dashboard);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(/^Admin Dashboard$/);
  });

  it('sales lands on "Dashboard", with the lead cards only: no subscriptions or posts counts', async () => {
    stubLeadsDesk({ subscriptions: null, blogs: null });
    renderScreen('/dashboard', Dashboard, '/dashboard', { user: person('sales') });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(/^Dashboard$/);
    expect(screen.getByRole('heading', { name: 'Contact Forms' })).toBeVisible();
    const terms = within(screen.getAllByRole('definition')[0]!.closest('dl')!)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Leads', 'Due today (yours)', 'Overdue (yours)', 'Quarantined']);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('an author lands on "Dashboard" with their posts', async () => {
    stubApi({
      'GET /api/stats': () => json(200, { contacts: null, leads: null, spam: null, subscriptions: null, blogs: 3 }),
      'GET /api/blogs?sort=-updatedAt&pageSize=50': emptyPage,
    });
    renderScreen('/dashboard', Dashboard, '/dashboard', { user: person('author') });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(/^Dashboard$/);
    expect(screen.getByRole('heading', { name: 'Your posts' })).toBeVisible();
    expect(screen.queryByText('Subscriptions')).toBeNull();
  });
});

describe('the leads filter offers the services leads can have (issue 48)', () => {
  it("lists the form's services from the desk, then the names older leads hold; a linked name no lead holds stays chosen", async () => {
    stubApi({
      'GET /api/stats': () => json(200, { contacts: 0, leads: 0, spam: 0, subscriptions: 0, blogs: 0 }),
      'GET /api/contacts?view=mine&service=Data+Extraction&page=1&pageSize=50&sort=-createdAt': emptyPage,
      'GET /api/contacts/status-counts?view=mine&service=Data+Extraction': () => json(200, zeroCounts),
      'GET /api/contacts/desk': () =>
        json(200, deskFixture({ services: { offered: ['Bulk Data Scraping', 'Price Monitoring', 'Something else'], earlier: ['Web Scraping'] } })),
      'GET /api/admin/launch-checklist': () => json(200, { items: [], done: 0, total: 0 }),
    });
    renderScreen('/dashboard', Dashboard, '/dashboard?service=Data+Extraction');
    const select = await screen.findByRole('combobox', { name: 'Service' }, { timeout: 5000 });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Any service', 'Bulk Data Scraping', 'Price Monitoring', 'Something else', 'Web Scraping', 'Data Extraction']);
    expect(within(select).getByRole('group', { name: 'No longer offered' })).toBeInTheDocument();
    expect(select).toHaveValue('Data Extraction');
  });
});

describe("the desk shows today's calls (issue 47 point 5)", () => {
  // deskFixture's today (2026-11-26) in Europe/Berlin: from its midnight to the next.
  const TODAYS_CALLS = 'GET /api/bookings?from=2026-11-25T23%3A00%3A00.000Z&to=2026-11-26T23%3A00%3A00.000Z&status=booked';
  const stubDesk = (calls: () => Response) =>
    stubApi({
      'GET /api/stats': () => json(200, { contacts: 0, leads: 0, spam: 0, subscriptions: 0, blogs: 0 }),
      'GET /api/contacts?view=mine&page=1&pageSize=50&sort=-createdAt': emptyPage,
      'GET /api/contacts/status-counts?view=mine': () => json(200, zeroCounts),
      'GET /api/contacts/desk': () => json(200, deskFixture({ timeZone: 'Europe/Berlin' })),
      'GET /api/admin/launch-checklist': () => json(200, { items: [], done: 0, total: 0 }),
      [TODAYS_CALLS]: calls,
    });

  it("lists each call of the desk's today in its zone, with who takes it and the lead it opens", async () => {
    stubDesk(() => json(200, [bookingFixture(1, '2026-11-26T09:00:00.000Z', { personName: 'Ada Lovelace', visitorName: 'Vera Visitor' })]));
    renderScreen('/dashboard', Dashboard);
    const table = await screen.findByRole('table', { name: 'Calls booked for today, in Europe/Berlin' }, { timeout: 5000 });
    const row = within(table).getByText('Vera Visitor').closest('tr')!;
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('10:00');
    expect(within(row).getByRole('link', { name: 'L-0000-0000-0001' })).toHaveAttribute('href', '/dashboard?view=all&lead=lead-1');
    expect(screen.getByRole('link', { name: 'My calls and hours' })).toHaveAttribute('href', '/account/calls');
  });

  it('says when none is booked', async () => {
    stubDesk(() => json(200, []));
    renderScreen('/dashboard', Dashboard);
    expect(await screen.findByText('No calls booked for today.', undefined, { timeout: 5000 })).toBeVisible();
  });

  it('leaves the card out when the calls cannot be read, not the desk', async () => {
    stubDesk(() => json(500, { message: 'down' }));
    renderScreen('/dashboard', Dashboard);
    expect(await screen.findByRole('heading', { name: 'Contact Forms' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Today’s calls' })).toBeNull();
  });
});
