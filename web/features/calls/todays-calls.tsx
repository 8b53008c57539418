import { Link } from 'react-router';
import type { Booking } from '@contract/booking';
import { CallList } from './call-list';

export interface TodaysCallsData {
  /** Booked calls of the desk's today, soonest first: one's own, or the team's with leads.all. */
  calls: Booking[];
  /** The desk's zone (TZ), in which "today" and the times are read. */
  timeZone: string;
  /** The loader's now (ISO), so the server and the browser tell begun calls alike. */
  now: string;
}

/** The desk's "Today's calls" (issue 47 point 5): who is on a call with whom today, each opening its lead. */
export function TodaysCalls({ calls, timeZone, now, className = '' }: TodaysCallsData & { className?: string }) {
  return (
    <section aria-labelledby="todays-calls-heading" className={`space-y-2 ${className}`} data-todays-calls>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="todays-calls-heading" className="text-xl font-semibold text-slate-900">
          Today&rsquo;s calls
        </h2>
        <Link to="/account/calls" className="text-sm font-medium text-brand-800 underline underline-offset-2">
          My calls and hours
        </Link>
      </div>
      <CallList
        calls={calls}
        caption={`Calls booked for today, in ${timeZone}`}
        showCaption
        empty="No calls booked for today."
        timeZone={timeZone}
        now={Date.parse(now)}
        showPerson
        busy={false}
      />
    </section>
  );
}
