import type { LeadDetail, LeadEventKind, LeadMessage } from '@contract/leads';
import { useLocalTime } from '~/lib/use-local-time';
import { Chip } from '~/components/ui/chip';

/** One line of a lead's history (a person's timeline has the same lines). */
type Event = Pick<LeadDetail['history'][number], 'from' | 'to'> & { kind: LeadEventKind };

/** "2031-03-14T09:00:00.000Z Call back" (decision 123) as the reader's time and the text; a day from before as it is. */
function nextActionLine(to: string, localDateTime: (iso: string) => string): string {
  const m = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)(?: (.*))?$/.exec(to);
  if (!m) return to || 'none';
  return m[2] ? `${localDateTime(m[1]!)}, ${m[2]}` : localDateTime(m[1]!);
}

/** A history line in words: "Status: new → contacted"; times with the reader's format (useLocalTime). */
export const describeEvent = (e: Event, localDateTime: (iso: string) => string) => {
  switch (e.kind) {
    case 'status':
      return `Status: ${e.from} → ${e.to}`;
    case 'owner':
      return `Owner: ${e.from || 'nobody'} → ${e.to || 'nobody'}`;
    case 'next-action':
      return `Next action: ${nextActionLine(e.to, localDateTime)}`;
    case 'value':
      return `Value: ${e.from || 'none'} → ${e.to || 'none'}`;
    case 'note':
      return 'Note added';
    case 'email':
      return `Email: ${e.to}`;
    case 'escalation':
      return `Escalated: ${e.to || 'no answer in time'}`;
    case 'bounce':
      return `Auto-reply not delivered: the visitor’s mail server refused the address (${e.to})`;
  }
};

const DELIVERY: Record<LeadMessage['delivery'], string> = {
  queued: 'Queued',
  outbox: 'Kept in the outbox (no SMTP configured)',
  sent: 'Sent',
  retrying: 'Sending failed, retrying',
  failed: 'Not delivered',
  received: 'Received',
};

/** "12 KB" for an attachment's size. */
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The lead's conversation, oldest first: replies sent from the lead (who, to whom, delivery) and mail
 * that came back (decision 129: who sent it, marked incoming, and auto-reply when it was one), each
 * with its text (folded) and an incoming message's attachments by name and size.
 */
function LeadReplies({ messages }: { messages: LeadMessage[] }) {
  const { dateTime: localDateTime } = useLocalTime();
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="lead-replies-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="lead-replies-heading" className="mb-2 font-semibold text-slate-900">
        Replies
      </h3>
      <ul className="space-y-2">
        {messages.map((m) => (
          <li
            key={m._id}
            className={`rounded border p-2 text-sm ${m.direction === 'in' ? 'border-sky-300 bg-sky-50' : 'border-slate-200'}`}
            data-reply={m._id}
            data-direction={m.direction}
          >
            <p className="mb-1 flex flex-wrap gap-1">
              {m.direction === 'in' ? (
                <Chip tone="border-sky-400 bg-white text-sky-900">Incoming</Chip>
              ) : (
                <Chip tone="border-slate-300 bg-white text-slate-800">Sent</Chip>
              )}
              {m.auto ? (
                <Chip tone="border-amber-300 bg-amber-50 text-amber-900" data-auto="true">
                  Auto-reply
                </Chip>
              ) : null}
            </p>
            <details open={m.direction === 'in' && !m.auto}>
              <summary className="cursor-pointer break-words font-medium text-slate-900">{m.subject || '(no subject)'}</summary>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{m.text}</p>
            </details>
            {m.attachments.length > 0 ? (
              <ul className="mt-1 text-xs text-slate-700" aria-label="Attachments">
                {m.attachments.map((a, i) => (
                  <li key={i} className="break-words">
                    📎 {a.name} ({size(a.size)})
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-1 text-xs text-slate-700">
              {m.direction === 'in' ? `From ${m.authorName}${m.from && m.from !== m.authorName ? ` <${m.from}>` : ''}` : `${m.authorName} to ${m.to}`}
              , {localDateTime(m.createdAt)} · <span data-delivery={m.delivery}>{DELIVERY[m.delivery]}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Notes (author, time, text as written), replies, and the lead's history: every line names who did it. */
export function LeadHistory({ lead }: { lead: LeadDetail }) {
  const { dateTime: localDateTime } = useLocalTime();
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
      <LeadReplies messages={lead.messages} />
      <section aria-labelledby="lead-history-heading" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="lead-history-heading" className="mb-2 font-semibold text-slate-900">
          History
        </h3>
        <ol className="space-y-1 text-sm text-slate-800">
          <li>Received {localDateTime(lead.createdAt)}</li>
          {lead.history.map((e) => (
            <li key={e._id} className="break-words">
              {describeEvent(e, localDateTime)}{' '}
              <span className="text-slate-700">
                ({e.actorName || 'System'}, {localDateTime(e.createdAt)})
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
