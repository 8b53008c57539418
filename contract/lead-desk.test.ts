import { describe, expect, it } from 'vitest';
import { responsePromise, waitedFor } from './lead-promise';
import { bulkLeadsBody, updateLeadBody } from './leads';

describe('responsePromise', () => {
  it.each([
    [1440, 'within 24 hours'],
    [240, 'within 4 hours'],
    [60, 'within 1 hour'],
    [2880, 'within 2 days'],
    [90, 'within 90 minutes'],
    [1, 'within 1 minute'],
    [1500, 'within 25 hours'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(responsePromise(minutes)).toBe(text);
  });
});

describe('waitedFor', () => {
  const since = '2026-11-25T08:00:00.000Z';
  it.each([
    [0, '0 min'],
    [45 * 60_000, '45 min'],
    [60 * 60_000, '1 h'],
    [26 * 3_600_000 + 59 * 60_000, '26 h'],
  ])('%i ms after → %s', (ms, text) => {
    expect(waitedFor(since, Date.parse(since) + ms)).toBe(text);
  });
  it('never reads negative for a clock a little behind', () => {
    expect(waitedFor(new Date(since), Date.parse(since) - 5_000)).toBe('0 min');
  });
});

describe('bulkLeadsBody', () => {
  const id = '0190a1b2-0000-7000-8000-000000000001';
  const fieldOf = (body: unknown) => {
    const r = bulkLeadsBody.safeParse(body);
    return r.success ? null : r.error.issues[0]!.path.join('.');
  };

  it('takes a selection or a filter, never both or neither', () => {
    expect(fieldOf({ ids: [id], action: 'delete' })).toBeNull();
    expect(fieldOf({ filter: { status: 'spam' }, action: 'delete' })).toBeNull();
    expect(fieldOf({ action: 'delete' })).toBe('ids');
    expect(fieldOf({ ids: [id], filter: {}, action: 'delete' })).toBe('ids');
    expect(fieldOf({ ids: [], action: 'delete' })).toBe('ids');
  });

  it('asks each action for the value it needs', () => {
    expect(fieldOf({ ids: [id], action: 'assign', value: id })).toBeNull();
    expect(fieldOf({ ids: [id], action: 'assign', value: null })).toBeNull();
    expect(fieldOf({ ids: [id], action: 'assign' })).toBe('value');
    expect(fieldOf({ ids: [id], action: 'assign', value: 'sam' })).toBe('value');
    expect(fieldOf({ ids: [id], action: 'status', value: 'won' })).toBeNull();
    expect(fieldOf({ ids: [id], action: 'status', value: 'spam' })).toBe('value');
    expect(fieldOf({ ids: [id], action: 'status' })).toBe('value');
    expect(fieldOf({ ids: [id], action: 'restore', value: 'new' })).toBe('value');
    expect(fieldOf({ ids: [id], action: 'archive' })).toBe('action');
  });
});

describe('updateLeadBody', () => {
  it('takes value alone, whole and not negative', () => {
    expect(updateLeadBody.safeParse({ value: 0 }).success).toBe(true);
    expect(updateLeadBody.safeParse({ value: null }).success).toBe(true);
    expect(updateLeadBody.safeParse({ value: -1 }).success).toBe(false);
    expect(updateLeadBody.safeParse({ version: 2 }).success).toBe(false);
  });
});
