import { Form, useNavigation, useSearchParams } from 'react-router';
import { useLocalTime } from '~/lib/use-local-time';
import { z } from 'zod';
import { sessionListQuery, type SessionInfo } from '@contract/users';
import { staffApi } from '~/features/staff/staff-api.server';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { site } from '~/content/site';
import { Pager } from '~/components/ui/pager';
import { readListState } from '~/lib/list-state';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/sessions';

export const meta: Route.MetaFunction = () => [{ title: `Sessions | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Sessions', failure: 'Failed to load your sessions.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readListState(new URL(request.url).searchParams, sessionListQuery);
  const { items, total } = await staffApi(request, context, (api) => api.sessions.page(state));
  return { sessions: items, total, state };
}

const sessionChange = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('end'), id: z.string().min(1) }),
  z.object({ intent: z.literal('end-others') }),
]);

/** A plain form post (works without JavaScript): end one session, or every other one. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = sessionChange.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false, message: 'Unknown request' };
  const change = parsed.data;
  try {
    const { message } = await staffApi(request, context, (api) =>
      change.intent === 'end' ? api.auth.endSession(change.id) : api.auth.endOtherSessions(),
    );
    return { ok: true, message };
  } catch (err) {
    if (err instanceof Response) throw err;
    return { ok: false, message: err instanceof ApiRequestError ? err.messageOr('Could not end the session') : 'Could not end the session' };
  }
}

function SessionRow({ session, busy }: { session: SessionInfo; busy: boolean }) {
  const { dateTime: localDateTime } = useLocalTime();
  return (
    <tr className="align-top">
      <Td>
        {session.browser}
        {session.current ? <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">This browser</span> : null}
      </Td>
      <Td>{session.ip || 'Unknown'}</Td>
      <Td>
        <time dateTime={session.createdAt}>{localDateTime(session.createdAt)}</time>
      </Td>
      <Td>
        <time dateTime={session.lastSeenAt}>{localDateTime(session.lastSeenAt)}</time>
      </Td>
      <Td>
        {session.current ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="end" />
            <input type="hidden" name="id" value={session._id} />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`End session: ${session.browser}, last seen ${localDateTime(session.lastSeenAt)}`}
            >
              End
            </Button>
          </Form>
        )}
      </Td>
    </tr>
  );
}

/** Where this account is signed in, and a way out for any browser one does not recognise. */
export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { sessions, total, state } = loaderData;
  const [params] = useSearchParams();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Sessions</h1>
      <p className="text-slate-700">Where your account is signed in. End any session you do not recognise, then change your password.</p>
      {actionData ? (
        <p role={actionData.ok ? 'status' : 'alert'} className={actionData.ok ? 'text-green-800' : 'text-red-800'}>
          {actionData.message}
        </p>
      ) : null}
      <DataTable
        caption="Your sessions, most recently used first"
        columns={['Browser', 'Address', { label: 'Signed in', sort: 'createdAt' }, { label: 'Last seen', sort: 'lastSeenAt' }, 'Action']}
        sorting={{ current: state.sort, params }}
      >
        {sessions.map((s) => (
          <SessionRow key={s._id} session={s} busy={busy} />
        ))}
      </DataTable>
      <Pager page={state.page} pageSize={state.pageSize} total={total} params={params} label="Session pages" />
      {sessions.length > 1 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <Button type="submit" variant="secondary" disabled={busy}>
            End all other sessions
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
