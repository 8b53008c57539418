import { describe, expect, it, vi } from 'vitest';
import type { ContentConflict, ContentItem } from '@contract/content/index';
import { createApiClient } from './client';
import { ApiRequestError, ContentConflictError } from './errors';

const current: ContentItem = {
  _id: '0190a8d2-7a4c-7000-8000-000000000001',
  collection: 'offices',
  slug: null,
  name: 'York',
  data: { city: 'York', address: '', phone: null, hours: '', mapUrl: null },
  pending: null,
  status: 'published',
  sortOrder: 0,
  sample: false,
  version: 4,
  publishedAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  updatedByName: 'Eve Editor',
  refs: {},
};

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('api.content', () => {
  it('throws a ContentConflictError carrying the item as it is now on a stale save', async () => {
    const conflict: ContentConflict = { message: 'Changed by Eve Editor', current, changedBy: { name: 'Eve Editor', at: current.updatedAt } };
    const api = createApiClient({ baseUrl: '', fetch: answer(409, conflict) });
    const failure = await api.content
      .save('offices', current._id, { data: { city: 'Hull', address: '', phone: null, hours: '', mapUrl: null }, version: 3 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContentConflictError);
    expect((failure as ContentConflictError).conflict.current.version).toBe(4);
    // A 409 without an item (a single item refused an unpublish) stays a plain error.
    const refused = await createApiClient({ baseUrl: '', fetch: answer(409, { message: 'This item is always there' }) })
      .content.unpublish('company', current._id)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).not.toBeInstanceOf(ContentConflictError);
  });

  it('asks the collection’s address with the preview token, and answers items typed by their collection', async () => {
    const fetch = answer(200, [current]);
    const [office] = await createApiClient({ baseUrl: 'https://api.test', fetch }).content.list('offices', { preview: 'tok en' });
    expect(String(fetch.mock.calls[0]![0])).toBe('https://api.test/api/content/offices?preview=tok+en');
    expect(office!.data.city).toBe('York');
  });
});
