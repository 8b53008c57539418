import type { LeadConflict } from '@contract/leads';
import { useLocalTime } from '~/lib/use-local-time';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { changedBySentence } from './changed-by';
import { changedValues, PIPELINE_FIELDS, valuesOf, type PipelineField, type PipelineValues } from './pipeline-form-state';
import { leadStatusLabel } from './status-labels';
import type { LeadStatus } from '@contract/leads';

const LABELS: Record<PipelineField, string> = {
  status: 'Status',
  ownerId: 'Owner',
  nextActionText: 'Next action',
  nextActionDueAt: 'Next action due',
  value: 'Value',
};

/** A field's value as a person reads it: a status label, an owner's name, "nobody", "none". */
export function shownValue(
  field: PipelineField,
  value: string,
  owners: { _id: string; name: string }[],
  localDateTime: (iso: string) => string,
): string {
  if (field === 'status') return leadStatusLabel[value as LeadStatus] ?? value;
  if (field === 'ownerId') return value ? (owners.find((o) => o._id === value)?.name ?? 'someone else') : 'nobody';
  if (field === 'nextActionDueAt') return value ? localDateTime(value) : 'none';
  return value || 'none';
}

const describe = (
  changes: Partial<PipelineValues>,
  from: PipelineValues,
  owners: { _id: string; name: string }[],
  localDateTime: (iso: string) => string,
) =>
  PIPELINE_FIELDS.filter((f) => changes[f] !== undefined).map(
    (f) => `${LABELS[f]}: ${shownValue(f, from[f], owners, localDateTime)} → ${shownValue(f, changes[f] ?? '', owners, localDateTime)}`,
  );

/**
 * The save lost to someone else's newer change (409): who and when ("Changed by Sam 2 minutes
 * ago"), what they changed, what this person typed (still in the form), and the way on.
 */
export function ConflictNotice({
  conflict,
  base,
  mine,
  owners,
  onReload,
}: {
  conflict: Pick<LeadConflict, 'current' | 'changedBy'>;
  /** The values the form was loaded with (before either change). */
  base: PipelineValues;
  /** What this person changed. */
  mine: Partial<PipelineValues>;
  owners: { _id: string; name: string }[];
  onReload: () => void;
}) {
  const { dateTime: localDateTime } = useLocalTime();
  const theirs = describe(changedValues(base, valuesOf(conflict.current)), base, owners, localDateTime);
  const yours = describe(mine, base, owners, localDateTime);
  return (
    <Alert tone="warning" className="mb-3 space-y-2">
      <p data-testid="conflict-who" suppressHydrationWarning>
        {changedBySentence(conflict.changedBy)}. Your changes were not saved yet.
      </p>
      {theirs.length ? <p>Their change: {theirs.join('; ')}.</p> : null}
      {yours.length ? <p>Yours, kept in the form: {yours.join('; ')}.</p> : null}
      <Button size="sm" variant="secondary" onClick={onReload}>
        Reload and keep my changes
      </Button>
    </Alert>
  );
}
