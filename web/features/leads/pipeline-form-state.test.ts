import { describe, expect, it } from 'vitest';
import type { LeadDetail } from '@contract/leads';
import { changedValues, hasChanges, rebase, saved, stateOf } from './pipeline-form-state';

const lead = (fields: Partial<LeadDetail>) => ({ status: 'new', ownerId: null, nextAction: null, value: null, version: 1, ...fields }) as LeadDetail;

describe('the pipeline form state', () => {
  it('sends only what the person changed', () => {
    const s = stateOf(lead({}));
    expect(hasChanges(s)).toBe(false);
    const typed = { ...s, values: { ...s.values, nextActionDueAt: '2031-03-14T09:00:00.000Z' } };
    expect(changedValues(typed.base, typed.values)).toEqual({ nextActionDueAt: '2031-03-14T09:00:00.000Z' });
  });

  it('"Reload and keep my changes": the current lead is the base and version, my changes stay on top', () => {
    const s = stateOf(lead({}));
    const typed = { ...s, values: { ...s.values, nextActionDueAt: '2031-03-14T09:00:00.000Z' } };
    const now = rebase(typed, lead({ ownerId: 'u-sam', status: 'contacted', version: 2 }));
    expect(now.version).toBe(2);
    expect(now.base).toEqual({ status: 'contacted', ownerId: 'u-sam', nextActionText: '', nextActionDueAt: '', value: '' });
    expect(now.values).toEqual({ status: 'contacted', ownerId: 'u-sam', nextActionText: '', nextActionDueAt: '2031-03-14T09:00:00.000Z', value: '' });
    expect(changedValues(now.base, now.values)).toEqual({ nextActionDueAt: '2031-03-14T09:00:00.000Z' });
  });

  it('my change of a field they changed too wins only when I press Save again', () => {
    const s = stateOf(lead({}));
    const typed = { ...s, values: { ...s.values, status: 'qualified' } };
    const now = rebase(typed, lead({ status: 'contacted', version: 3 }));
    expect(now.values.status).toBe('qualified');
    expect(now.base.status).toBe('contacted');
  });

  it('after a save what was sent is the base at the answered version', () => {
    const s = stateOf(lead({}));
    const typed = { ...s, values: { ...s.values, ownerId: 'u-1' } };
    const after = saved(typed, { ownerId: 'u-1' }, 2);
    expect(after.version).toBe(2);
    expect(hasChanges(after)).toBe(false);
  });
});
