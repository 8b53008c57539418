import type { LeadDetail } from '@contract/leads';
import { localDateTime } from '~/lib/format';

const describe = (e: LeadDetail['history'][number]) => {
  switch (e.kind) {
    case 'status':
      return `Status: ${e.from} → ${e.to}`;
    case 'owner':
      return `Owner: ${e.from || 'nobody'} → ${e.to || 'nobody'}`;
    case 'next-action':
      return `Next action: ${e.to || 'none'}`;
    case 'note':
      return 'Note added';
    case 'email':
      return `Email: ${e.to}`;
  }
};

/** Notes (author, time, text as written) and the lead's history. */
export function LeadHistory({ lead }: { lead: LeadDetail }) {
  return (
    <>
      <section aria-labelledby="lead-notes-heading" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="lead-notes-heading" className="mb-2 font-semibold text-slate-900">
          Notes
        </h3>
        {lead.notes.length === 0 ? (
          <p className="text-sm text-slate-700">No notes yet.</p>
        ) : (
          <ul className="space-y-2">
            {lead.notes.map((n) => (
              <li key={n._id} className="rounded border border-slate-200 p-2 text-sm">
                <p className="whitespace-pre-wrap break-words text-slate-900">{n.text}</p>
                <p className="mt-1 text-xs text-slate-700">
                  {n.authorName}, {localDateTime(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="lead-history-heading" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="lead-history-heading" className="mb-2 font-semibold text-slate-900">
          History
        </h3>
        <ol className="space-y-1 text-sm text-slate-800">
          <li>Received {localDateTime(lead.createdAt)}</li>
          {lead.history.map((e) => (
            <li key={e._id}>
              {describe(e)}{' '}
              <span className="text-slate-700">
                ({e.actorName || 'system'}, {localDateTime(e.createdAt)})
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
