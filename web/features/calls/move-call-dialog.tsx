import { useId, useState } from 'react';
import type { MoveCallOptions, Slot } from '@contract/booking';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { timeInWords } from './calendar';

/** The page "Move" opens: `/account/calls?move=<booking>`. */
export const moveCallHref = (bookingId: string) => `/account/calls?move=${encodeURIComponent(bookingId)}`;

interface MoveCallDialogProps {
  options: MoveCallOptions;
  /** The zone the times are in (the staff member's call hours). */
  timeZone: string;
  busy: boolean;
  onMove: (start: string, label: string) => void;
  onClose: () => void;
}

/** Slots by day, in the order given (soonest first). */
function byDay(slots: Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days];
}

/**
 * Moving a call (issue 47 point 6): its person's free times over the next two weeks, a day's times as
 * one radio group each, in the one dialog; the visitor gets the updated invitation with new links.
 */
export function MoveCallDialog({ options, timeZone, busy, onMove, onClose }: MoveCallDialogProps) {
  const id = useId();
  const { booking, slots } = options;
  const [chosen, setChosen] = useState<Slot | null>(null);
  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      title={`Move the call with ${booking.visitorName}`}
      describedBy={`${id}-now`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep the time
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy || !chosen}>
            {busy ? 'Moving...' : 'Move call'}
          </Button>
        </>
      }
    >
      <p id={`${id}-now`} className="text-slate-800">
        Booked with {booking.personName} on {timeInWords(booking.start, timeZone)} ({timeZone.replace(/_/g, ' ')}). {booking.visitorName} gets the
        updated invitation, with new links to move or cancel.
      </p>
      <form
        id={`${id}-form`}
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) onMove(chosen.start, chosen.label);
        }}
      >
        {slots.length === 0 ? <p className="text-slate-700">{booking.personName} has no free time in the next two weeks.</p> : null}
        {byDay(slots).map(([day, times]) => (
          <fieldset key={day}>
            <legend className="mb-1 font-semibold text-slate-900">{times[0]!.label.replace(/, \d\d:\d\d$/, '')}</legend>
            <div className="flex flex-wrap gap-2">
              {times.map((slot) => (
                <label
                  key={slot.start}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="start" value={slot.start} checked={chosen?.start === slot.start} onChange={() => setChosen(slot)} />
                  <span>{slot.time}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </form>
    </Modal>
  );
}
