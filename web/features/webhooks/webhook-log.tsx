import type { Webhook, WebhookDelivery } from '@contract/webhooks';
import { useLocalTime } from '~/lib/use-local-time';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';

const STATUS_TEXT: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting',
  retrying: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** An endpoint's recent deliveries: event, outcome, attempts, answer; any one can be sent again. */
export function WebhookLog({
  webhook,
  deliveries,
  total,
  busy,
  onReplay,
}: {
  webhook: Webhook;
  deliveries: WebhookDelivery[];
  total: number;
  busy: boolean;
  onReplay: (delivery: WebhookDelivery) => void;
}) {
  const { dateTime: localDateTime } = useLocalTime();
  return (
    <section aria-labelledby="webhook-log" className="space-y-2">
      <h2 id="webhook-log" className="text-xl font-semibold text-slate-900">
        Deliveries to {webhook.urlDisplay} <span className="text-sm font-normal text-slate-700">({total} in all, newest first)</span>
      </h2>
      <DataTable
        caption={`Deliveries to ${webhook.urlDisplay}`}
        columns={['When', 'Event', 'Status', 'Attempts', 'Answer', 'Actions']}
        empty={deliveries.length === 0 ? 'Nothing sent yet.' : undefined}
      >
        {deliveries.map((d) => (
          <tr key={d._id}>
            <Td>{localDateTime(d.createdAt)}</Td>
            <Td>
              <code className="text-xs">{d.eventType}</code>
              {d.replayOf ? <span className="block text-xs text-slate-600">replay</span> : null}
            </Td>
            <Td>
              {STATUS_TEXT[d.status]}
              {d.nextAttemptAt ? <span className="block text-xs text-slate-600">next try {localDateTime(d.nextAttemptAt)}</span> : null}
            </Td>
            <Td>{d.attempts}</Td>
            <Td className="max-w-xs break-words">
              {d.statusCode !== null ? `HTTP ${d.statusCode}` : d.error || '—'}
              {d.durationMs !== null ? <span className="text-xs text-slate-600"> · {d.durationMs} ms</span> : null}
              {d.responseExcerpt ? <span className="block truncate text-xs text-slate-600">{d.responseExcerpt.slice(0, 200)}</span> : null}
            </Td>
            <Td>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy || !webhook.enabled}
                onClick={() => onReplay(d)}
                aria-label={`Send ${d.eventType} again`}
              >
                Replay
              </Button>
            </Td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
