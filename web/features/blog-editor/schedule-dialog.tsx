import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { isoToLocal, localToIso } from './blog-save';

const MIN_LEAD_MS = 60_000;

interface ScheduleDialogProps {
  open: boolean;
  /** The time already set (rescheduling), ISO. */
  current: string | null;
  busy: boolean;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
}

/** When to publish: a date and time in the browser's zone, named, at least a minute ahead; sent as ISO 8601. */
export function ScheduleDialog({ open, current, busy, onSchedule, onCancel }: ScheduleDialogProps) {
  const id = useId();
  const [value, setValue] = useState(() => isoToLocal(current));
  const [error, setError] = useState('');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const min = isoToLocal(new Date(Date.now() + MIN_LEAD_MS).toISOString());

  function confirm() {
    const iso = localToIso(value);
    if (!iso || Date.parse(iso) < Date.now() + MIN_LEAD_MS / 2) {
      setError('Choose a time in the future');
      return;
    }
    onSchedule(iso);
  }

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Schedule publication"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={busy || !value}>
            {busy ? 'Scheduling...' : 'Schedule'}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Publish on
      </label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        min={min}
        onChange={(e) => {
          setValue(e.target.value);
          setError('');
        }}
        aria-describedby={`${id}-zone${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="rounded-md border border-slate-300 px-3 py-2"
      />
      <p id={`${id}-zone`} className="mt-1 text-sm text-slate-700">
        Times are in {zone}.
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
