import { useFetcher } from 'react-router';
import type { Booking } from '@contract/booking';
import { STAFF_POST } from '~/features/staff/staff-form-props';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';
import { CallList } from './call-list';
import { useCallChanges } from './call-changes';
import { moveCallHref } from './move-call-dialog';

export interface MyCallsData {
  /** Booked calls from now on, soonest first. */
  upcoming: Booking[];
  /** Calls of the last days (any status), most recent first: where a no-show is marked. */
  recent: Booking[];
  /** The loader's now (ISO), so the server and the browser split the calls alike. */
  now: string;
}

/** How far back "Recent calls" reaches. */
export const RECENT_CALL_DAYS = 14;

/** "My calls" (issue 47 point 6): the calls visitors booked with me, to move or cancel ahead, or mark a no-show after. */
export function MyCalls({ calls, timeZone }: { calls: MyCallsData; timeZone: string }) {
  const fetcher = useFetcher<ActionAnswer>({ key: 'my-calls' });
  const busy = fetcher.state !== 'idle';
  const changes = useCallChanges({ busy, timeZone, submit: (change) => void fetcher.submit({ ...change }, STAFF_POST) });
  useActionToast(fetcher, changes.close);
  const now = Date.parse(calls.now);
  return (
    <section aria-labelledby="my-calls-heading" className="space-y-3">
      <h2 id="my-calls-heading" className="text-xl font-semibold text-slate-900">
        My calls
      </h2>
      <p className="text-sm text-slate-700">Calls visitors booked with you, in {timeZone}. Each opens its lead.</p>
      <CallList
        calls={calls.upcoming}
        caption="Upcoming calls"
        showCaption
        empty="No calls booked with you yet."
        timeZone={timeZone}
        now={now}
        busy={busy}
        onCancel={changes.onCancel}
        moveHref={(call) => moveCallHref(call._id)}
      />
      <CallList
        calls={calls.recent}
        caption={`Recent calls (last ${RECENT_CALL_DAYS} days)`}
        showCaption
        empty="No calls in the last days."
        timeZone={timeZone}
        now={now}
        busy={busy}
        onMark={changes.onMark}
      />
      {changes.dialog}
    </section>
  );
}
