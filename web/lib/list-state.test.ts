import { describe, expect, it } from 'vitest';
import { auditListQuery } from '@contract/audit';
import { leadListQuery } from '@contract/leads';
import { subscriptionListQuery } from '@contract/subscriptions';
import { filtersOf, readListState, sortBy, sortOrder, withParams } from './list-state';

const params = (query: string) => new URLSearchParams(query);

describe('list state from the URL (decision 031)', () => {
  it("reads filters, page, page size and sort with the list's contract query, defaults for the rest", () => {
    expect(readListState(params('status=pending&page=3&pageSize=20&sort=createdAt'), subscriptionListQuery)).toEqual({
      status: 'pending',
      page: 3,
      pageSize: 20,
      sort: 'createdAt',
    });
    expect(readListState(params(''), subscriptionListQuery)).toEqual({ page: 1, pageSize: 50, sort: '-createdAt' });
  });

  it('drops what the contract refuses and keeps the rest, never an error', () => {
    expect(readListState(params('status=bogus&page=0&pageSize=999&sort=email&q=acme'), leadListQuery)).toEqual({
      q: 'acme',
      page: 1,
      pageSize: 50,
      sort: '-createdAt',
    });
  });

  it("drops a value refused by a rule across fields (the audit log's `to` before `from`)", () => {
    const state = readListState(params('from=2026-05-02&to=2026-05-01&action=auth.signed_in'), auditListQuery);
    expect(state.from).toBe('2026-05-02');
    expect(state.to).toBeUndefined();
    expect(state.action).toBe('auth.signed_in');
  });

  it('ignores parameters the list does not know, and blank ones', () => {
    expect(readListState(params('lead=abc&status=&page=2'), subscriptionListQuery)).toEqual({ page: 2, pageSize: 50, sort: '-createdAt' });
  });

  it('withParams sets and removes parameters and goes back to page 1 unless told', () => {
    expect(withParams(params('status=new&page=4'), { q: 'x' })).toBe('?status=new&q=x');
    expect(withParams(params('status=new&page=4'), { status: null, page: 2 })).toBe('?page=2');
    expect(withParams(params('page=4'), { page: 1 })).toBe('?');
  });

  it('sortBy toggles the direction of the sorted column; another column starts newest first for times, A to Z otherwise', () => {
    expect(sortBy(params('page=3&sort=-createdAt'), '-createdAt', 'createdAt')).toBe('?sort=createdAt');
    expect(sortBy(params('sort=createdAt'), 'createdAt', 'createdAt')).toBe('?sort=-createdAt');
    expect(sortBy(params(''), '-createdAt', 'name')).toBe('?sort=name');
    expect(sortBy(params(''), 'name', 'lastSeenAt')).toBe('?sort=-lastSeenAt');
    expect(sortOrder('-at', 'at')).toBe('descending');
    expect(sortOrder('name', 'email')).toBeNull();
  });

  it('filtersOf keeps what a CSV export follows', () => {
    expect(filtersOf({ status: 'pending' as const, page: 2, pageSize: 50, sort: '-createdAt' })).toEqual({ status: 'pending' });
  });
});
