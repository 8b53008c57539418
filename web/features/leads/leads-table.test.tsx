import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lead, LeadListItem } from '@contract/leads';
import type { Stats } from '@contract/stats';
import * as Dashboard from '~/routes/staff/dashboard';
import { deskFixture, leadFixture, zeroCounts } from '../../../test/staff/lead-fixtures';
import { json, renderScreen, sentBody, stubApi } from '../../../test/staff/staff-test-kit';

const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
/** A lead as the list answers it (decision 125: with its earlier enquiries). */
const lead = (n: number, extra: Partial<LeadListItem> = {}): LeadListItem => ({
  ...leadFixture({
    _id: id(n),
    name: `Lead ${n}`,
    email: `lead${n}@example.com`,
    message: 'Hello',
    company: `Company ${n}`,
  }),
  earlierEnquiries: 0,
  ...extra,
});
const desk = deskFixture({ owners: [{ _id: id(900), name: 'Sam' }], mine: { dueToday: 1, overdue: 2 } });
const stats = (leads: number, spam = 0): Stats => ({ contacts: leads + spam, leads, spam, subscriptions: 4, blogs: 5 });
const pageOf = (items: Lead[], total = items.length) =>
  new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json', 'x-total-count': String(total) } });

function stubDesk(listQuery: string, items: Lead[], statsAnswer: Stats, countsQuery = 'view=mine', extra = {}) {
  return stubApi({
    'GET /api/stats': () => json(200, statsAnswer),
    [`GET /api/contacts?${listQuery}`]: () => pageOf(items),
    [`GET /api/contacts/status-counts?${countsQuery}`]: () => json(200, { ...zeroCounts, new: items.length }),
    'GET /api/contacts/desk': () => json(200, desk),
    'GET /api/saved-replies': () => json(200, []),
    ...extra,
  });
}

const MINE = 'view=mine&page=1&pageSize=50&sort=-createdAt';

describe('the desk list (/dashboard)', () => {
  it('shows the pipeline columns; a click on the row opens the lead, Enter on the name link too', { timeout: 20_000 }, async () => {
    const overdue = lead(1, {
      due: 'overdue',
      nextAction: { text: 'Call back about the quote', dueAt: '2026-11-20T09:00:00.000Z' },
      ownerName: 'Sam',
      status: 'contacted',
      source: 'google',
      earlierEnquiries: 1,
    });
    stubDesk(MINE, [overdue, lead(2)], stats(2), 'view=mine', {
      [`GET /api/contacts/${id(1)}`]: () => json(200, { ...overdue, notes: [], history: [], messages: [], bookings: [] }),
      [`GET /api/contacts/${id(2)}`]: () => json(200, { ...lead(2), notes: [], history: [], messages: [], bookings: [] }),
    });
    renderScreen('/dashboard', Dashboard);
    const table = await screen.findByRole('table', { name: 'Contact Forms' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Name', 'Status', 'Owner', 'Next action', 'Service', 'Budget', 'Source', 'Received']);
    expect(within(table).getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Company 1')).toBeInTheDocument();
    expect(within(row).getByText('Contacted')).toBeInTheDocument();
    expect(within(row).getByText('Sam')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('google')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Unassigned');
    // A returning client's enquiry says so in words; a first one says nothing (decision 125).
    expect(within(row).getByText('2nd enquiry')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[2]).not.toHaveTextContent('enquiry');
    // No View button any more: the row is the control.
    expect(within(table).queryByRole('button', { name: /View/ })).not.toBeInTheDocument();

    fireEvent.click(within(row).getByText('Web Scraping'));
    expect(await screen.findByRole('dialog', { name: 'Contact Details' }, { timeout: 5000 })).toHaveTextContent('lead1@example.com');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The same lead opens again at once, even before the URL has let go of it.
    fireEvent.click(within(row).getByText('Web Scraping'));
    expect(await screen.findByRole('dialog', { name: 'Contact Details' }, { timeout: 5000 })).toHaveTextContent('lead1@example.com');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Close' })[0]!);

    const link = within(table).getByRole('link', { name: 'Open lead from Lead 2' });
    expect(link).toHaveAttribute('href', `/dashboard?lead=${id(2)}`);
    link.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Contact Details' }, { timeout: 5000 })).toHaveTextContent('lead2@example.com');
  });

  it('says "No leads yet" when there are none at all', async () => {
    stubDesk(MINE, [], stats(0));
    renderScreen('/dashboard', Dashboard);
    const table = await screen.findByRole('table', { name: 'Contact Forms' }, { timeout: 5000 });
    expect(within(table).getByText('No leads yet')).toBeInTheDocument();
    expect(within(table).queryByText(/No leads match/)).not.toBeInTheDocument();
  });

  it('says "No leads match these filters" with a way out when filters hide the leads there are', async () => {
    stubDesk('view=all&q=zebra&page=1&pageSize=50&sort=-createdAt', [], stats(7, 2), 'view=all&q=zebra');
    renderScreen('/dashboard', Dashboard, '/dashboard?view=all&q=zebra');
    const table = await screen.findByRole('table', { name: 'Contact Forms' }, { timeout: 5000 });
    expect(within(table).getByText(/No leads match these filters/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/dashboard?view=all');
    expect(within(table).queryByText('No leads yet')).not.toBeInTheDocument();
  });

  it('selects a range with Shift, offers every matching lead, and assigns them with one request and a toast', async () => {
    const items = [1, 2, 3, 4].map((n) => lead(n));
    const fetchMock = stubApi({
      'GET /api/stats': () => json(200, stats(120)),
      [`GET /api/contacts?${MINE}`]: () => pageOf(items, 120),
      'GET /api/contacts/status-counts?view=mine': () => json(200, { ...zeroCounts, new: 120 }),
      'GET /api/contacts/desk': () => json(200, desk),
      'POST /api/contacts/bulk': () => json(200, { count: 3, message: 'Assigned 3 leads' }),
      'GET /api/contacts/owners': () => json(200, desk.owners),
    });
    renderScreen('/dashboard', Dashboard);
    const table = await screen.findByRole('table', { name: 'Contact Forms' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Lead 1' }));
    await user.keyboard('{Shift>}');
    await user.click(within(table).getByRole('checkbox', { name: 'Select Lead 3' }));
    await user.keyboard('{/Shift}');
    expect(within(table).getByRole('checkbox', { name: 'Select Lead 2' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Select Lead 4' })).not.toBeChecked();
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('3 leads are selected.');

    await user.selectOptions(within(bar).getByLabelText('Assign to'), 'Sam');
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('3 leads assigned to Sam')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/contacts/bulk')).toEqual({ ids: [id(1), id(2), id(3)], action: 'assign', value: id(900) });
  });

  it('"Select all N matching" sends the URL\'s filters instead of ids', async () => {
    const items = [1, 2].map((n) => lead(n));
    const fetchMock = stubApi({
      'GET /api/stats': () => json(200, stats(120)),
      [`GET /api/contacts?view=all&due=overdue&page=1&pageSize=50&sort=-createdAt`]: () => pageOf(items, 120),
      'GET /api/contacts/status-counts?view=all&due=overdue': () => json(200, { ...zeroCounts, new: 120 }),
      'GET /api/contacts/desk': () => json(200, desk),
      'POST /api/contacts/bulk': () => json(200, { count: 120, message: '' }),
    });
    renderScreen('/dashboard', Dashboard, '/dashboard?view=all&due=overdue');
    const table = await screen.findByRole('table', { name: 'Contact Forms' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: 'Select every lead on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 120 leads matching' }));
    expect(bar).toHaveTextContent('All 120 leads matching are selected.');
    await user.selectOptions(within(bar).getByLabelText('Set status'), 'Contacted');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('120 leads moved to Contacted')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/contacts/bulk')).toEqual({ filter: { view: 'all', due: 'overdue' }, action: 'status', value: 'contacted' });
  });
});
