import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@contract/subscriptions';
import * as Subscriptions from './subscriptions';
import { json, renderScreen, stubApi } from '../../../test/staff/staff-test-kit';

const subscription = (n: number): Subscription => ({
  _id: `s${n}`,
  email: `reader${n}@example.com`,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  confirmedAt: null,
  unsubscribedAt: null,
  bouncedAt: null,
  bounceReason: '',
});

describe('Subscriptions (/subscriptions): list state from the URL', () => {
  it('asks the API for the open tab, page and sort; the CSV export follows the tab; the date column sorts', async () => {
    const fetchMock = stubApi({
      'GET /api/subscriptions?status=pending&page=2&pageSize=50&sort=createdAt': () =>
        new Response(JSON.stringify([subscription(51)]), { headers: { 'content-type': 'application/json', 'x-total-count': '51' } }),
      'GET /api/subscriptions/status-counts': () => json(200, { pending: 51, confirmed: 3, unsubscribed: 0, bounced: 0 }),
    });
    renderScreen('/subscriptions', Subscriptions, '/subscriptions?status=pending&page=2&sort=createdAt&bogus=1');
    const table = await screen.findByRole('table', { name: 'Newsletter subscriptions' });
    expect(within(table).getByText('reader51@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/subscriptions.csv?status=pending');
    const date = within(table).getByRole('columnheader', { name: 'Date' });
    expect(date).toHaveAttribute('aria-sort', 'ascending');
    // Sorting again turns the order round and goes back to the first page, keeping the tab.
    expect(within(date).getByRole('link')).toHaveAttribute('href', '/subscriptions?status=pending&sort=-createdAt&bogus=1');
    const pager = screen.getByRole('navigation', { name: 'Subscription pages' });
    expect(within(pager).getByText('Page 2 of 2 (51 in all)')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/subscriptions?status=pending&sort=createdAt&bogus=1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a value the contract refuses is dropped: the list opens with its defaults', async () => {
    stubApi({
      'GET /api/subscriptions?page=1&pageSize=50&sort=-createdAt': () => json(200, []),
      'GET /api/subscriptions/status-counts': () => json(200, { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 }),
    });
    renderScreen('/subscriptions', Subscriptions, '/subscriptions?status=nonsense&pageSize=999&sort=email');
    expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/subscriptions.csv');
  });
});

describe('Subscriptions: bounced addresses (decision 065)', () => {
  it('shows the Bounced tab with its count, the refusal and a Reset that says what it did', async () => {
    const bounced: Subscription = {
      ...subscription(7),
      status: 'bounced',
      bouncedAt: '2026-11-25T10:00:00.000Z',
      bounceReason: '550 No such mailbox: reader7@example.com',
    };
    const fetchMock = stubApi({
      'GET /api/subscriptions?status=bounced&page=1&pageSize=50&sort=-createdAt': () =>
        new Response(JSON.stringify([bounced]), { headers: { 'content-type': 'application/json', 'x-total-count': '1' } }),
      'GET /api/subscriptions/status-counts': () => json(200, { pending: 0, confirmed: 3, unsubscribed: 0, bounced: 1 }),
      'POST /api/subscriptions/s7/reset-bounce': () => json(200, { ...bounced, status: 'confirmed', bouncedAt: null, bounceReason: '' }),
    });
    const user = userEvent.setup();
    renderScreen('/subscriptions', Subscriptions, '/subscriptions?status=bounced');
    const table = await screen.findByRole('table', { name: 'Newsletter subscriptions' });
    expect(screen.getByRole('link', { name: /Bounced/ })).toHaveTextContent('1');
    expect(within(table).getByText('550 No such mailbox: reader7@example.com')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Reset the bounce of reader7@example.com' }));
    expect(await screen.findByText('reader7@example.com can receive mail again (confirmed)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/api/subscriptions/s7/reset-bounce'))).toBe(
      true,
    );
  });
});
