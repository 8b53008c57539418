import { AUDIT_ACTION_LABELS, type AuditEvent } from '../../../contract/audit';
import { tdClass, thClass } from '~/components/staff/contacts-table';
import { DASH, localDateTime } from '~/components/staff/format';

const HEADINGS = ['Time', 'Who', 'Address', 'Action', 'Target', 'Details'];

function Details({ details }: { details: AuditEvent['details'] }) {
  const entries = Object.entries(details);
  if (!entries.length) return <>{DASH}</>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-700">{k}</dt>
          <dd className="break-all text-slate-900">{v === null ? DASH : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  return (
    <tr className="align-top" data-audit-action={event.action}>
      <td className={`${tdClass} whitespace-nowrap`}>
        <time dateTime={event.at}>{localDateTime(event.at)}</time>
      </td>
      <td className={`${tdClass} break-all`}>{event.actorEmail || (event.actorId ?? 'Nobody signed in')}</td>
      <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{event.ip || DASH}</td>
      <td className={tdClass}>{AUDIT_ACTION_LABELS[event.action]}</td>
      <td className={`${tdClass} break-all`}>
        {event.targetType || event.targetId ? (
          <>
            {event.targetType ? <span className="text-slate-700">{event.targetType} </span> : null}
            <span className="font-mono text-xs">{event.targetId}</span>
          </>
        ) : (
          DASH
        )}
      </td>
      <td className={tdClass}>
        <Details details={event.details} />
      </td>
    </tr>
  );
}

/** The audit log's entries, newest first. */
export function AuditTable({ events, filtered }: { events: AuditEvent[]; filtered: boolean }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="bg-slate-100">
          <tr>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className={thClass}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {events.length === 0 ? (
            <tr>
              <td colSpan={HEADINGS.length} className={`${tdClass} text-center`}>
                {filtered ? 'No entries match these filters.' : 'No entries yet.'}
              </td>
            </tr>
          ) : (
            events.map((e) => <AuditRow key={e._id} event={e} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
