import { Link } from 'react-router';
import { useLocalTime } from '~/lib/use-local-time';
import { AUDIT_ACTION_LABELS, auditTargetHref, type AuditEvent } from '@contract/audit';
import { DASH } from '~/lib/format';
import { DataTable, Td, type Column, type Sorting } from '~/components/ui/data-table';

const COLUMNS: Column[] = [{ label: 'Time', sort: 'at' }, 'Who', 'Address', 'Action', 'Target', 'Details'];

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

/** The actor by name, linked to their entries, with the email under it; the email alone for older entries; a failed sign-in's tried email. */
function Actor({ event }: { event: AuditEvent }) {
  if (!event.actorId) return <>{event.actorEmail || 'Nobody signed in'}</>;
  const name = event.actorName || event.actorEmail || event.actorId;
  return (
    <>
      <Link to={`?actor=${event.actorId}`} className="text-sky-800 underline" title={`Entries by ${name}`}>
        {name}
      </Link>
      {event.actorName && event.actorEmail ? <span className="block text-xs text-slate-700">{event.actorEmail}</span> : null}
    </>
  );
}

/** What the entry is about: its name, linked to its page; "(deleted)" once gone; the bare id only when no name is known. */
function Target({ event }: { event: AuditEvent }) {
  const { targetType, targetId, targetLabel, targetGone } = event;
  if (!targetType && !targetId) return <>{DASH}</>;
  const href = targetGone ? null : auditTargetHref(targetType, targetId);
  if (!targetLabel) {
    return (
      <>
        {targetType ? <span className="text-slate-700">{targetType} </span> : null}
        {href ? (
          <Link to={href} className="font-mono text-xs text-sky-800 underline">
            {targetId}
          </Link>
        ) : (
          <span className="font-mono text-xs">{targetId}</span>
        )}
        {targetGone ? <span className="text-slate-700"> (deleted)</span> : null}
      </>
    );
  }
  return (
    <>
      {targetType ? <span className="text-slate-700">{targetType} </span> : null}
      {href ? (
        <Link to={href} className="text-sky-800 underline">
          {targetLabel}
        </Link>
      ) : (
        <span>{targetLabel}</span>
      )}
      {targetGone ? <span className="text-slate-700"> (deleted)</span> : null}
    </>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const { dateTime: localDateTime } = useLocalTime();
  return (
    <tr className="align-top" data-audit-action={event.action}>
      <Td className="whitespace-nowrap">
        <time dateTime={event.at}>{localDateTime(event.at)}</time>
      </Td>
      <Td className="break-all">
        <Actor event={event} />
      </Td>
      <Td className="whitespace-nowrap font-mono text-xs">{event.ip || DASH}</Td>
      <Td>{AUDIT_ACTION_LABELS[event.action]}</Td>
      <Td className="break-all">
        <Target event={event} />
      </Td>
      <Td>
        <Details details={event.details} />
      </Td>
    </tr>
  );
}

/** The audit log's entries, newest first. */
export function AuditTable({ events, filtered, sorting }: { events: AuditEvent[]; filtered: boolean; sorting?: Sorting }) {
  return (
    <DataTable
      caption="Audit log, newest first"
      columns={COLUMNS}
      sorting={sorting}
      empty={events.length === 0 ? (filtered ? 'No entries match these filters.' : 'No entries yet.') : undefined}
    >
      {events.map((e) => (
        <AuditRow key={e._id} event={e} />
      ))}
    </DataTable>
  );
}
