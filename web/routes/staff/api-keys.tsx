import { useState } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { useFetcher } from 'react-router';
import type { ApiKey } from '@contract/api-keys';
import { DataTable, Td } from '~/components/ui/data-table';
import { RowActions, useRowDelete } from '~/components/ui/row-actions';
import { apiKeyAction, type ApiKeyAnswer } from '~/features/api-keys/api-key-action.server';
import { ApiKeyForm } from '~/features/api-keys/api-key-form';
import { isReauthAnswer } from '~/features/auth/reauth-answer';
import { useReauthRetry } from '~/features/auth/use-reauth-retry';
import { ShownOnceModal } from '~/features/staff/shown-once-modal';
import { staffApi } from '~/features/staff/staff-api.server';
import { STAFF_POST } from '~/features/staff/staff-form-props';
import { requirePermission } from '~/features/staff/staff-guard.server';
import { showActionToast } from '~/features/staff/use-action-toast';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { site } from '~/content/site';
import type { Route } from './+types/api-keys';

export const meta: Route.MetaFunction = () => [{ title: `API keys | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'API keys', failure: 'Failed to load the API keys.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'api-keys.manage');
  return staffApi(request, context, async (api) => ({ keys: await api.apiKeys.list() }));
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'api-keys.manage');
  return apiKeyAction(request, context);
}

function StatusCell({ apiKey }: { apiKey: ApiKey }) {
  const { dateTime: localDateTime } = useLocalTime();
  if (apiKey.revokedAt)
    return (
      <span className="text-slate-600">
        Revoked {localDateTime(apiKey.revokedAt)} by {apiKey.revokedByName}
      </span>
    );
  return <span className="text-green-800">Active</span>;
}

/** Integrators' API keys (admins): list with scopes and last use, create (the key shown once), revoke. */
export default function ApiKeys({ loaderData }: Route.ComponentProps) {
  const { dateTime: localDateTime } = useLocalTime();
  const { keys } = loaderData;
  const fetcher = useFetcher<ApiKeyAnswer>();
  // Creating and revoking are sensitive (decision 058): a stale confirmation asks for it in place, then sends again.
  const { submit, dialog } = useReauthRetry(fetcher);
  const [shown, setShown] = useState<string | null>(null);
  const busy = fetcher.state !== 'idle';
  const revoking = useRowDelete<ApiKey>({
    title: 'Revoke this API key?',
    confirmLabel: 'Revoke',
    busy,
    onConfirm: (k) => void submit({ intent: 'revoke', id: k._id, label: k.name }, STAFF_POST),
    describe: (k) => <>Every service using &ldquo;{k.name}&rdquo; is refused from now on. This cannot be undone: make a new key instead.</>,
  });
  useFetcherDone(fetcher, (answer) => {
    if (isReauthAnswer(answer)) return;
    showActionToast(answer);
    if (answer.ok && answer.key) setShown(answer.key);
    if (answer.intent === 'revoke') revoking.close();
  });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">API keys</h1>
      <p className="text-slate-700">
        Other services read and change leads, posts and subscribers with a key, sent as <code>Authorization: Bearer dk_…</code>; each key reaches only
        its scopes. Their actions show as &ldquo;API key ‹name›&rdquo; in lead history and the audit log. The operations and webhook events are in the{' '}
        <a href="/api/reference" className="font-medium text-brand-700 underline">
          API reference
        </a>
        .
      </p>
      <DataTable
        caption="API keys"
        columns={['Name', 'Key', 'Scopes', 'Last used', 'Status', 'Actions']}
        empty={keys.length === 0 ? 'No API keys yet.' : undefined}
      >
        {keys.map((k) => (
          <tr key={k._id} id={`api-key-${k._id}`}>
            <Td className="font-medium">
              {k.name}
              <span className="block text-xs font-normal text-slate-600">
                by {k.createdByName}, {localDateTime(k.createdAt)}
              </span>
            </Td>
            <Td>
              <code className="text-xs">{k.prefix}…</code>
            </Td>
            <Td className="text-xs">{k.scopes.join(', ')}</Td>
            <Td>{k.lastUsedAt ? localDateTime(k.lastUsedAt) : 'Never'}</Td>
            <Td>
              <StatusCell apiKey={k} />
            </Td>
            <Td>{k.revokedAt ? null : <RowActions name={k.name} deleteLabel="Revoke" disabled={busy} onDelete={() => revoking.ask(k)} />}</Td>
          </tr>
        ))}
      </DataTable>
      <ApiKeyForm busy={busy} fieldErrors={fetcher.data?.fieldErrors} onSubmit={(body) => void submit({ intent: 'create', body }, STAFF_POST)} />
      {revoking.dialog}
      <ShownOnceModal title="Your new API key" value={shown} onClose={() => setShown(null)}>
        Copy it into the other service now: it is not shown again, only a hash of it is kept.
      </ShownOnceModal>
      {dialog}
    </div>
  );
}
