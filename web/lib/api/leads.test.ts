import { describe, expect, it, vi } from 'vitest';
import type { LeadConflict, LeadDetail } from '@contract/leads';
import { leadDetailFixture } from '../../../test/staff/lead-fixtures';
import { createApiClient } from './client';
import { ApiRequestError, LeadConflictError } from './errors';

const current: LeadDetail = leadDetailFixture({
  _id: '0190a1b2-0000-7000-8000-000000000001',
  name: 'Grace Hopper',
  status: 'contacted',
  version: 3,
  updatedAt: '2026-11-26T09:00:00.000Z',
  updatedByName: 'Sam Seller',
  value: 1200,
  firstResponseAt: '2026-11-26T09:00:00.000Z',
  firstResponseByName: 'Sam Seller',
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('api.leads.update', () => {
  it('throws a LeadConflictError carrying the lead as it is now on a 409', async () => {
    const conflict: LeadConflict = { message: 'Changed by Sam Seller', current, changedBy: { name: 'Sam Seller', at: current.updatedAt } };
    const api = createApiClient({ baseUrl: '', fetch: answer(409, conflict) });
    const failure = await api.leads.update(current._id, { status: 'won', version: 2 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LeadConflictError);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as LeadConflictError).conflict.current.version).toBe(3);
    expect((failure as LeadConflictError).status).toBe(409);
    expect((failure as LeadConflictError).messageOr('x')).toBe('Changed by Sam Seller');
  });

  it('leaves other failures (and a 409 without a lead) as they are, and answers the new version on success', async () => {
    const bad = await createApiClient({ baseUrl: '', fetch: answer(409, { message: 'Conflict' }) })
      .leads.update(current._id, { status: 'won' })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiRequestError);
    expect(bad).not.toBeInstanceOf(LeadConflictError);
    const ok = createApiClient({ baseUrl: '', fetch: answer(200, { message: 'Lead updated', version: 4 }) });
    expect(await ok.leads.update(current._id, { value: 5 })).toEqual({ message: 'Lead updated', version: 4 });
  });
});
