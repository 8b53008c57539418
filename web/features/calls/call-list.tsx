import { Link } from 'react-router';
import type { Booking, BookingStatus } from '@contract/booking';
import { Button, buttonClasses } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { leadHref } from '~/features/people/links';
import { timeInWords } from './calendar';
import { Chip } from '~/components/ui/chip';

export const callStatusLabel: Record<BookingStatus, string> = { booked: 'Booked', cancelled: 'Cancelled', no_show: 'No-show' };

const STATUS_TONES: Record<BookingStatus, string> = {
  booked: 'border-green-300 bg-green-50 text-green-900',
  cancelled: 'border-slate-300 bg-slate-100 text-slate-800',
  no_show: 'border-amber-300 bg-amber-50 text-amber-900',
};

export function CallStatusChip({ status }: { status: BookingStatus }) {
  return (
    <Chip tone={STATUS_TONES[status]} data-call-status={status}>
      {callStatusLabel[status]}
    </Chip>
  );
}

/** What a row may offer: cancel a booked call ahead, mark a past one a no-show (or undo that). */
export interface CallActions {
  busy: boolean;
  onCancel?: (call: Booking) => void;
  onMark?: (call: Booking, status: 'booked' | 'no_show') => void;
  /** Where "Move" goes for a booked call ahead (the move dialog's page); none: no move. */
  moveHref?: (call: Booking) => string;
  /** Which calls the reader may change (default all). */
  mayChange?: (call: Booking) => boolean;
}

interface CallListProps extends CallActions {
  calls: Booking[];
  caption: string;
  showCaption?: boolean;
  empty: string;
  /** The zone the times are shown in (the staff member's call hours' zone); none: the reader's (the server renders its own first). */
  timeZone?: string;
  /** Now, to tell a call ahead (cancel) from one begun (no-show). */
  now: number;
  /** Show who takes each call (a lead's calls, the desk's), not only the visitor. */
  showPerson?: boolean;
  /** Link each call to its lead (not on the lead's own dialog). */
  linkLead?: boolean;
}

/** Calls in a table: when (in words, in `timeZone`), the visitor, the lead, the status, and what may be done. */
export function CallList({
  calls,
  caption,
  showCaption,
  empty,
  timeZone,
  now,
  showPerson = false,
  linkLead = true,
  busy,
  onCancel,
  onMark,
  moveHref,
  mayChange = () => true,
}: CallListProps) {
  const columns = [
    'When',
    ...(showPerson ? ['With'] : []),
    'Visitor',
    ...(linkLead ? ['Lead'] : []),
    'Status',
    ...(onCancel || onMark ? ['Actions'] : []),
  ];
  return (
    <DataTable caption={caption} showCaption={showCaption} columns={columns} empty={calls.length === 0 ? empty : undefined}>
      {calls.map((call) => {
        const when = timeInWords(call.start, timeZone);
        const begun = Date.parse(call.start) <= now;
        return (
          <tr key={call._id} className="align-top" data-call={call._id}>
            <Td>
              {/* Without a zone, the server writes its own and the browser its reader's. */}
              <time dateTime={call.start} suppressHydrationWarning={!timeZone}>
                {when}
              </time>
            </Td>
            {showPerson ? <Td>{call.personName}</Td> : null}
            <Td>
              <span className="font-medium">{call.visitorName}</span>
              <span className="block break-all text-slate-700">{call.visitorEmail}</span>
              {call.note ? <span className="mt-1 block text-slate-700">“{call.note}”</span> : null}
            </Td>
            {linkLead ? (
              <Td>
                <Link to={leadHref(call.leadId)} className="font-medium text-brand-800 underline underline-offset-2">
                  {call.leadReference}
                </Link>
              </Td>
            ) : null}
            <Td>
              <CallStatusChip status={call.status} />
            </Td>
            {onCancel || onMark ? (
              <Td>
                <CallRowActions
                  call={call}
                  when={when}
                  begun={begun}
                  hydrationSafe={Boolean(timeZone)}
                  actions={{ busy, onCancel, onMark, moveHref, mayChange }}
                />
              </Td>
            ) : null}
          </tr>
        );
      })}
    </DataTable>
  );
}

/** A call's buttons: move or cancel one ahead, mark one begun a no-show (or undo that). */
function CallRowActions({
  call,
  when,
  begun,
  hydrationSafe,
  actions: { busy, onCancel, onMark, moveHref, mayChange = () => true },
}: {
  call: Booking;
  when: string;
  begun: boolean;
  /** False when the time is in the reader's zone: the server's text differs. */
  hydrationSafe: boolean;
  actions: CallActions;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {moveHref && mayChange(call) && call.status === 'booked' && !begun ? (
        <Link
          to={moveHref(call)}
          suppressHydrationWarning={!hydrationSafe}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Move the call with ${call.visitorName}, ${when}`}
        >
          Move
        </Link>
      ) : null}
      {onCancel && mayChange(call) && call.status === 'booked' && !begun ? (
        <Button
          suppressHydrationWarning={!hydrationSafe}
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => onCancel(call)}
          aria-label={`Cancel the call with ${call.visitorName}, ${when}`}
        >
          Cancel call
        </Button>
      ) : null}
      {onMark && mayChange(call) && begun && call.status !== 'cancelled' ? (
        call.status === 'no_show' ? (
          <Button
            suppressHydrationWarning={!hydrationSafe}
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onMark(call, 'booked')}
            aria-label={`Undo no-show: ${call.visitorName}, ${when}`}
          >
            Undo no-show
          </Button>
        ) : (
          <Button
            suppressHydrationWarning={!hydrationSafe}
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onMark(call, 'no_show')}
            aria-label={`Mark no-show: ${call.visitorName}, ${when}`}
          >
            Mark no-show
          </Button>
        )
      ) : null}
    </div>
  );
}
