import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Redirect } from '@contract/redirects';
import { json, renderScreen, sentBody, stubApi } from '../../../test/staff/staff-test-kit';
import * as Redirects from './redirects';

const manual: Redirect = {
  _id: '00000000-0000-4000-8000-000000000001',
  kind: 'manual',
  from: '/old-offer',
  to: '/services/data',
  status: 301,
  hits: 12,
  lastHitAt: '2026-11-25T10:00:00.000Z',
  createdByName: 'Ada',
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
};
const postSlug: Redirect = {
  ...manual,
  _id: 'post-slug:old-post',
  kind: 'post-slug',
  from: '/blogs/old-post',
  to: '/blogs/new-post',
  hits: 0,
  lastHitAt: null,
};

describe('Redirects (/admin/redirects)', () => {
  it('lists the rules (a post’s former address marked, not editable) and the missing pages; Create redirect opens the dialog prefilled', async () => {
    const fetchMock = stubApi({
      'GET /api/redirects': () => json(200, [manual, postSlug]),
      'GET /api/redirects/missing?days=30': () => json(200, [{ path: '/no-such-page', hits: 7, lastSeen: '2026-11-26' }]),
      'POST /api/redirects': () => json(201, { ...manual, _id: '00000000-0000-4000-8000-000000000002', from: '/no-such-page', to: '/faq', hits: 0 }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/redirects', Redirects);
    const table = await screen.findByRole('table', { name: 'Redirects' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Post’s former address')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit the redirect from /old-offer' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit the redirect from /blogs/old-post' })).toBeNull();

    const missing = screen.getByRole('table', { name: 'Most requested missing pages' });
    expect(within(missing).getByText('7')).toBeInTheDocument();
    await user.click(within(missing).getByRole('button', { name: 'Create redirect from /no-such-page' }));
    const dialog = screen.getByRole('dialog', { name: 'New redirect' });
    expect(within(dialog).getByLabelText('From (an address on this site)')).toHaveValue('/no-such-page');
    await user.type(within(dialog).getByLabelText('To (a path here, or an https:// address)'), '/faq');
    await user.click(within(dialog).getByRole('button', { name: 'Save redirect' }));
    expect(await screen.findByText('Redirect from /no-such-page created')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/redirects')).toEqual({ from: '/no-such-page', to: '/faq', status: 301 });
    expect(screen.queryByRole('dialog', { name: 'New redirect' })).toBeNull();
  });

  it('edits with the version and can make a rule 410 (no target asked); names what the API refused', async () => {
    const fetchMock = stubApi({
      'GET /api/redirects': () => json(200, [manual]),
      'GET /api/redirects/missing?days=30': () => json(200, []),
      [`PATCH /api/redirects/${manual._id}`]: () =>
        json(400, { message: 'to: /x is itself redirected', errors: [{ field: 'to', message: '/x is itself redirected' }] }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/redirects', Redirects);
    await user.click(await screen.findByRole('button', { name: 'Edit the redirect from /old-offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit /old-offer' });
    await user.selectOptions(within(dialog).getByLabelText('Kind'), '410');
    expect(within(dialog).queryByLabelText('To (a path here, or an https:// address)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save redirect' }));
    expect(await screen.findByText('Could not save the redirect: to: /x is itself redirected')).toBeInTheDocument();
    expect(sentBody(fetchMock, `PATCH /api/redirects/${manual._id}`)).toEqual({ from: '/old-offer', to: '', status: 410, version: 1 });
    expect(screen.getByRole('dialog', { name: 'Edit /old-offer' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and says so', async () => {
    const fetchMock = stubApi({
      'GET /api/redirects': () => json(200, [manual]),
      'GET /api/redirects/missing?days=30': () => json(200, []),
      [`DELETE /api/redirects/${manual._id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderScreen('/admin/redirects', Redirects);
    expect(await screen.findByText('No missing pages requested.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the redirect from /old-offer' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this redirect?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted the redirect from /old-offer')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith(manual._id))).toBe(true);
  });
});
