import type { LeadDetail } from '@contract/leads';

/** The pipeline fields a person edits, as the form's strings ('' = none); the next action's time as ISO (decision 123). */
export const PIPELINE_FIELDS = ['status', 'ownerId', 'nextActionText', 'nextActionDueAt', 'value'] as const;
export type PipelineField = (typeof PIPELINE_FIELDS)[number];
export type PipelineValues = Record<PipelineField, string>;

/** What the form shows and what it was loaded from: `base` and `version` travel with the post. */
export interface PipelineFormState {
  base: PipelineValues;
  values: PipelineValues;
  version: number;
}

export function valuesOf(lead: Pick<LeadDetail, 'status' | 'ownerId' | 'nextAction' | 'value'>): PipelineValues {
  return {
    status: lead.status,
    ownerId: lead.ownerId ?? '',
    nextActionText: lead.nextAction?.text ?? '',
    nextActionDueAt: lead.nextAction?.dueAt ?? '',
    value: lead.value === null ? '' : String(lead.value),
  };
}

export function stateOf(lead: LeadDetail): PipelineFormState {
  const values = valuesOf(lead);
  return { base: values, values, version: lead.version };
}

/** The fields whose value differs from the base: what the person changed. */
export function changedValues(base: PipelineValues, values: PipelineValues): Partial<PipelineValues> {
  return Object.fromEntries(PIPELINE_FIELDS.filter((f) => values[f] !== base[f]).map((f) => [f, values[f]]));
}

export const hasChanges = (s: PipelineFormState) => Object.keys(changedValues(s.base, s.values)).length > 0;

/**
 * "Reload and keep my changes": the lead as it is now becomes the base (and its version the one
 * sent), and what the person changed is laid over it. Nothing is sent until they press Save.
 */
export function rebase(state: PipelineFormState, current: LeadDetail): PipelineFormState {
  const base = valuesOf(current);
  return { base, values: { ...base, ...changedValues(state.base, state.values) }, version: current.version };
}

/** After a save: what was sent is the new base, at the version the server answered. */
export function saved(state: PipelineFormState, sent: Partial<PipelineValues>, version: number): PipelineFormState {
  return { ...state, base: { ...state.base, ...sent }, version };
}
