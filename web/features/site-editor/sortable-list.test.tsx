import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@contract/content/index';
import { moved, SortableList } from './sortable-list';

const item = (n: number, name: string): ContentItem => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  collection: 'testimonials',
  slug: null,
  name,
  data: {},
  pending: null,
  status: 'published',
  sortOrder: n,
  sample: n === 1,
  version: 1,
  publishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedByName: 'Ada',
  refs: {},
});
const ITEMS = [item(1, 'Sarah M.'), item(2, 'Tom K.'), item(3, 'Ines R.')];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderList() {
  const Stub = createRoutesStub([{ path: '/admin/site/testimonials', Component: () => <SortableList collection="testimonials" initial={ITEMS} /> }]);
  render(<Stub initialEntries={['/admin/site/testimonials']} />);
}
const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('SortableList', () => {
  it('moves an item with Alt+↓ from its row, announces it and saves the whole order', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const { ids } = JSON.parse(String(init?.body)) as { ids: string[] };
      return json(
        200,
        ids.map((id) => ITEMS.find((i) => i._id === id)),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect(screen.getAllByText('Sample')).toHaveLength(1);
    screen.getByRole('button', { name: 'Move down: Sarah M.' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(names()).toEqual(['Tom K.', 'Sarah M.', 'Ines R.']);
    expect(screen.getByRole('status')).toHaveTextContent('Moved ‘Sarah M.’ to position 2 of 3');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/content/testimonials/order');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ ids: [ITEMS[1]!._id, ITEMS[0]!._id, ITEMS[2]!._id] });
  });

  it('puts the order back and says so when the save fails; the ends have no move past them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { message: 'down' })),
    );
    renderList();
    expect(screen.getByRole('button', { name: 'Move up: Sarah M.' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Ines R.' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Ines R.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the new order');
    expect(names()).toEqual(['Sarah M.', 'Tom K.', 'Ines R.']);
  });

  it('moved() takes an item out and puts it at its new place', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
