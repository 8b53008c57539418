import { useFetcher } from 'react-router';
import type { LeadDetail } from '@contract/leads';
import { CallList } from '~/features/calls/call-list';
import { useCallChanges } from '~/features/calls/call-changes';
import { moveCallHref } from '~/features/calls/move-call-dialog';
import { useCan } from '~/features/staff/can';
import { useStaffUser } from '~/features/staff/staff-user';
import { useActionToast } from '~/features/staff/use-action-toast';
import type { LeadActionAnswer } from './lead-answer';

/**
 * The calls booked on this lead (issue 47 point 6): when (the reader's zone), with whom, their status;
 * move or cancel one ahead (moving opens My calls' dialog), mark one past a no-show. Without `leads.all` only one's own calls can be changed
 * (the API's rule); a colleague's are shown. Nothing when the lead has none.
 */
export function LeadCalls({ lead }: { lead: LeadDetail }) {
  const fetcher = useFetcher<LeadActionAnswer>();
  const busy = fetcher.state !== 'idle';
  const me = useStaffUser();
  const everyone = useCan()('leads.all');
  const changes = useCallChanges({
    busy,
    submit: ({ intent, id, status }) => void fetcher.submit({ intent, id: lead._id, booking: id, ...(status ? { status } : {}) }, { method: 'post' }),
  });
  useActionToast(fetcher, changes.close);
  if (lead.bookings.length === 0) return null;
  return (
    <section aria-labelledby="lead-calls-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="lead-calls-heading" className="mb-2 font-semibold text-slate-900">
        Calls
      </h3>
      <CallList
        calls={lead.bookings}
        caption="Calls booked on this lead"
        empty=""
        now={Date.now()}
        showPerson
        linkLead={false}
        busy={busy}
        onCancel={changes.onCancel}
        onMark={changes.onMark}
        moveHref={(call) => moveCallHref(call._id)}
        mayChange={(call) => everyone || call.personId === me._id}
      />
      {changes.dialog}
    </section>
  );
}
