import { AUDIT_ACTION_LABELS, type AuditEvent } from '@contract/audit';
import { DASH, localDateTime } from '~/lib/format';
import { DataTable, Td } from '~/components/ui/data-table';

const COLUMNS = ['Time', 'Who', 'Address', 'Action', 'Target', 'Details'] as const;

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
      <Td className="whitespace-nowrap">
        <time dateTime={event.at}>{localDateTime(event.at)}</time>
      </Td>
      <Td className="break-all">{event.actorEmail || (event.actorId ?? 'Nobody signed in')}</Td>
      <Td className="whitespace-nowrap font-mono text-xs">{event.ip || DASH}</Td>
      <Td>{AUDIT_ACTION_LABELS[event.action]}</Td>
      <Td className="break-all">
        {event.targetType || event.targetId ? (
          <>
            {event.targetType ? <span className="text-slate-700">{event.targetType} </span> : null}
            <span className="font-mono text-xs">{event.targetId}</span>
          </>
        ) : (
          DASH
        )}
      </Td>
      <Td>
        <Details details={event.details} />
      </Td>
    </tr>
  );
}

/** The audit log's entries, newest first. */
export function AuditTable({ events, filtered }: { events: AuditEvent[]; filtered: boolean }) {
  return (
    <DataTable
      caption="Audit log, newest first"
      columns={COLUMNS}
      empty={events.length === 0 ? (filtered ? 'No entries match these filters.' : 'No entries yet.') : undefined}
    >
      {events.map((e) => (
        <AuditRow key={e._id} event={e} />
      ))}
    </DataTable>
  );
}
