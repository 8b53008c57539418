import { Link } from 'react-router';
import { useLocalTime } from '~/lib/use-local-time';
import { PERSON_TIMELINE_MAX, type PersonTimelineEntry } from '@contract/people';
import { describeEvent } from '~/features/leads/lead-history';
import { leadHref } from './links';

const line = (e: PersonTimelineEntry, localDateTime: (iso: string) => string) =>
  e.kind === 'enquiry' ? `Enquiry received${e.to ? `: ${e.to}` : ''}` : describeEvent({ ...e, kind: e.kind }, localDateTime);

/** Every lead's arrival and history in one list, newest first: each line names its lead, who did it and when. */
export function PersonTimeline({ timeline }: { timeline: PersonTimelineEntry[] }) {
  const { dateTime: localDateTime } = useLocalTime();
  return (
    <section aria-labelledby="person-timeline-heading" className="space-y-3">
      <h2 id="person-timeline-heading" className="text-xl font-semibold text-slate-900">
        Timeline
      </h2>
      {timeline.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing yet.</p>
      ) : (
        <ol className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
          {timeline.map((e) => (
            <li key={`${e.kind}-${e._id}`} className="break-words text-slate-900" data-timeline-kind={e.kind}>
              <time dateTime={e.createdAt} className="text-slate-700" suppressHydrationWarning>
                {localDateTime(e.createdAt)}
              </time>{' '}
              <Link to={leadHref(e.leadId)} className="font-medium text-brand-800 underline underline-offset-2">
                {e.reference}
              </Link>{' '}
              {line(e, localDateTime)} <span className="text-slate-700">({e.actorName || 'System'})</span>
            </li>
          ))}
        </ol>
      )}
      {timeline.length >= PERSON_TIMELINE_MAX ? <p className="text-sm text-slate-700">The newest {PERSON_TIMELINE_MAX} lines are shown.</p> : null}
    </section>
  );
}
