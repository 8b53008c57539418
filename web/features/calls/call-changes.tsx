import { useState } from 'react';
import type { Booking } from '@contract/booking';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { timeInWords } from './calendar';

interface CallChangeOptions {
  busy: boolean;
  timeZone?: string;
  /** Sends the cancel (after the question) or the no-show mark through the screen's fetcher. */
  submit: (change: { intent: 'cancel-call' | 'mark-call'; id: string; status?: 'booked' | 'no_show' }) => void;
}

/**
 * A screen's call changes: cancelling asks first in the one dialog (both sides are told, it cannot be
 * taken back), marking a no-show does not (it can be undone). Render `dialog` once; `close()` once the action answered.
 */
export function useCallChanges({ busy, timeZone, submit }: CallChangeOptions) {
  const [asking, setAsking] = useState<Booking | null>(null);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title="Cancel this call?"
      confirmLabel="Cancel call"
      busyLabel="Cancelling..."
      cancelLabel="Keep the call"
      busy={busy}
      onCancel={() => setAsking(null)}
      onConfirm={() => asking && submit({ intent: 'cancel-call', id: asking._id })}
    >
      {asking ? (
        <p>
          The call with <strong className="text-slate-900">{asking.visitorName}</strong> on {timeInWords(asking.start, timeZone)} is cancelled, and
          both of you get the cancellation by mail for your calendars.
        </p>
      ) : null}
    </ConfirmDialog>
  );
  return {
    dialog,
    close: () => setAsking(null),
    onCancel: (call: Booking) => setAsking(call),
    onMark: (call: Booking, status: 'booked' | 'no_show') => submit({ intent: 'mark-call', id: call._id, status }),
  };
}
