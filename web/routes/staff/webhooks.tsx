import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Webhook } from '@contract/webhooks';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { RowActions, useRowDelete } from '~/components/ui/row-actions';
import { isReauthAnswer } from '~/features/auth/reauth-answer';
import { useReauthRetry } from '~/features/auth/use-reauth-retry';
import { staffApi } from '~/features/staff/staff-api.server';
import { STAFF_POST } from '~/features/staff/staff-form-props';
import { requirePermission } from '~/features/staff/staff-guard.server';
import { showActionToast } from '~/features/staff/use-action-toast';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { webhookAction, type WebhookAnswer } from '~/features/webhooks/webhook-action.server';
import { WebhookForm } from '~/features/webhooks/webhook-form';
import { WebhookLog } from '~/features/webhooks/webhook-log';
import { WebhookSecretModal } from '~/features/webhooks/webhook-secret';
import { site } from '~/content/site';
import type { Route } from './+types/webhooks';

export const meta: Route.MetaFunction = () => [{ title: `Webhooks | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Webhooks', failure: 'Failed to load the webhooks.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** The endpoints, and with `?log=<id>` that endpoint's latest deliveries. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'webhooks.manage');
  const logId = new URL(request.url).searchParams.get('log');
  return staffApi(request, context, async (api) => {
    const webhooks = await api.webhooks.list();
    const shown = webhooks.find((w) => w._id === logId) ?? null;
    const log = shown ? await api.webhooks.deliveries(shown._id, { pageSize: 50 }) : null;
    return { webhooks, shown, log };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'webhooks.manage');
  return webhookAction(request, context);
}

const KIND_TEXT = { standard: 'Standard Webhooks', slack: 'Team chat' } as const;

function StatusCell({ webhook }: { webhook: Webhook }) {
  if (!webhook.enabled) return <span className="font-medium text-red-700">Off{webhook.disabledReason ? `: ${webhook.disabledReason}` : ''}</span>;
  if (webhook.failureStreak) return <span className="text-amber-800">On, {webhook.failureStreak} failed in a row</span>;
  return <span className="text-green-800">On</span>;
}

/** Outgoing webhooks (admins): add, test, rotate, turn off and on, delete; each endpoint's delivery log with replay. */
export default function Webhooks({ loaderData }: Route.ComponentProps) {
  const { webhooks, shown, log } = loaderData;
  const fetcher = useFetcher<WebhookAnswer>();
  // Every write here is sensitive (decision 058): a stale confirmation asks for it in place, then sends again.
  const { submit, dialog } = useReauthRetry(fetcher);
  const [secret, setSecret] = useState<string | null>(null);
  const busy = fetcher.state !== 'idle';
  const send = (intent: string, w: Webhook, extra: Record<string, string> = {}) =>
    void submit({ intent, id: w._id, label: w.urlDisplay, ...extra }, STAFF_POST);
  const deleting = useRowDelete<Webhook>({
    title: 'Delete this webhook?',
    busy,
    onConfirm: (w) => send('delete', w),
    describe: (w) => <>Nothing more is sent to {w.urlDisplay}, and its delivery log goes with it.</>,
  });
  useFetcherDone(fetcher, (answer) => {
    if (isReauthAnswer(answer)) return;
    showActionToast(answer);
    if (answer.ok && answer.secret) setSecret(answer.secret);
    if (answer.intent === 'delete') deleting.close();
  });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Webhooks</h1>
      <p className="text-slate-700">
        Leads, subscribers and posts sent to other services as they happen, signed (Standard Webhooks), tried again for about a day, each try in the
        log.
      </p>
      <DataTable
        caption="Webhooks"
        columns={['Address', 'Kind', 'Events', 'Status', 'Actions']}
        empty={webhooks.length === 0 ? 'No webhooks yet.' : undefined}
      >
        {webhooks.map((w) => (
          <tr key={w._id} id={`webhook-${w._id}`}>
            <Td className="break-all font-medium">
              {w.urlDisplay}
              {w.description ? <span className="block text-xs font-normal text-slate-600">{w.description}</span> : null}
            </Td>
            <Td>{KIND_TEXT[w.kind]}</Td>
            <Td className="text-xs">{w.events.join(', ')}</Td>
            <Td>
              <StatusCell webhook={w} />
            </Td>
            <Td>
              <RowActions name={w.urlDisplay} disabled={busy} onDelete={() => deleting.ask(w)}>
                <Link to={`?log=${w._id}`} className="text-sm font-medium text-brand-700 underline" aria-label={`Log of ${w.urlDisplay}`}>
                  Log
                </Link>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy || !w.enabled}
                  onClick={() => send('test', w)}
                  aria-label={`Send a test event to ${w.urlDisplay}`}
                >
                  Send test
                </Button>
                {w.kind === 'standard' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => send('rotate', w)}
                    aria-label={`Rotate the secret of ${w.urlDisplay}`}
                  >
                    Rotate secret
                  </Button>
                ) : null}
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => send(w.enabled ? 'disable' : 'enable', w)}>
                  {w.enabled ? 'Turn off' : 'Turn on'}
                </Button>
              </RowActions>
            </Td>
          </tr>
        ))}
      </DataTable>
      {shown && log ? (
        <WebhookLog
          webhook={shown}
          deliveries={log.items}
          total={log.total}
          busy={busy}
          onReplay={(d) => send('replay', shown, { deliveryId: d._id })}
        />
      ) : null}
      <WebhookForm busy={busy} fieldErrors={fetcher.data?.fieldErrors} onSubmit={(body) => void submit({ intent: 'create', body }, STAFF_POST)} />
      {deleting.dialog}
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
      {dialog}
    </div>
  );
}
