import { Form, useNavigation, useSearchParams } from 'react-router';
import { useLocalTime } from '~/lib/use-local-time';
import { z } from 'zod';
import { emailListQuery, type Email, type EmailSummary } from '@contract/emails';
import { staffApi } from '~/features/staff/staff-api.server';
import { Button } from '~/components/ui/button';
import { ApiRequestError } from '~/lib/api/errors';
import { DataTable, Td } from '~/components/ui/data-table';
import { site } from '~/content/site';
import { Pager } from '~/components/ui/pager';
import { readListState } from '~/lib/list-state';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { Route } from './+types/emails';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: `Emails | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Emails', failure: 'Failed to load emails.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** Admins only: one page of the outbox, newest first unless sorted, with its page in the URL (decision 031). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'outbox.read');
  const state = readListState(new URL(request.url).searchParams, emailListQuery);
  const [{ items, total }, summary] = await staffApi(request, context, (api) => Promise.all([api.emails.page(state), api.emails.summary()]));
  return { emails: items, total, state, ...summary };
}

const retryRequest = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('retry'), id: z.string().min(1) }),
  z.object({ intent: z.literal('retry-failed') }),
]);

/** A plain form post (works without JavaScript): send one failed message again, or every failed one. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = retryRequest.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false, message: 'Unknown request' };
  const asked = parsed.data;
  try {
    if (asked.intent === 'retry') {
      const { email } = await staffApi(request, context, (api) => api.emails.retry(asked.id));
      return { ok: true, message: `Sending again: ${email.subject}` };
    }
    const { retried } = await staffApi(request, context, (api) => api.emails.retryFailed());
    return { ok: true, message: retried === 1 ? 'Sending 1 failed message again' : `Sending ${retried} failed messages again` };
  } catch (err) {
    if (err instanceof Response) throw err;
    return { ok: false, message: err instanceof ApiRequestError ? err.messageOr('Could not retry') : 'Could not retry' };
  }
}

const STATUS_TEXT: Record<Email['status'], { label: string; className: string }> = {
  outbox: { label: 'Kept (not sent)', className: 'bg-slate-200 text-slate-900' },
  sent: { label: 'Sent', className: 'bg-green-100 text-green-900' },
  retrying: { label: 'Failed, retrying', className: 'bg-amber-100 text-amber-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
};

function EmailRow({ email, busy }: { email: Email; busy: boolean }) {
  const { dateTime: localDateTime } = useLocalTime();
  const status = STATUS_TEXT[email.status];
  return (
    <tr className="align-top">
      <Td>
        <time dateTime={email.createdAt}>{localDateTime(email.createdAt)}</time>
      </Td>
      <Td className="break-all">{email.to}</Td>
      <Td>
        <details>
          <summary className="cursor-pointer font-medium text-brand-700 underline">{email.subject}</summary>
          {email.replyTo ? <p className="mt-2 text-xs text-slate-700">Reply-To: {email.replyTo}</p> : null}
          <pre className="mt-2 max-w-2xl whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm text-slate-900">{email.text}</pre>
        </details>
      </Td>
      <Td>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${status.className}`}>{status.label}</span>
        {email.error ? <p className="mt-1 text-xs text-amber-900">{email.error}</p> : null}
        {email.status === 'failed' ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={email._id} />
            <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={`Retry: ${email.subject} to ${email.to}`}>
              Retry
            </Button>
          </Form>
        ) : null}
      </Td>
    </tr>
  );
}

/** Whether mail is DKIM-signed and, when it is, the TXT record receivers check it against (decision 101). */
function DkimStatus({ dkim }: { dkim: EmailSummary['dkim'] }) {
  return (
    <section aria-labelledby="dkim-heading" className={`rounded-md border border-slate-300 px-4 py-3 text-slate-800${dkim ? '' : ' bg-slate-50'}`}>
      <h2 id="dkim-heading" className="font-semibold">
        DKIM signing
      </h2>
      {dkim ? (
        <>
          <p className="mt-1">
            Mail is signed for {dkim.domain} with selector {dkim.selector}. Publish this TXT record in the domain&apos;s DNS so receivers can check
            the signature:
          </p>
          <dl className="mt-2 space-y-1 text-sm">
            <dt className="font-medium">Name</dt>
            <dd>
              <code className="break-all">{dkim.dnsName}</code>
            </dd>
            <dt className="font-medium">Value</dt>
            <dd>
              <code className="break-all">{dkim.dnsValue}</code>
            </dd>
          </dl>
        </>
      ) : (
        <p className="mt-1">
          Mail is not signed (DKIM). Gmail and Yahoo expect bulk senders to sign: set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY and restart,
          then publish the record shown here.
        </p>
      )}
    </section>
  );
}

export default function Emails({ loaderData, actionData }: Route.ComponentProps) {
  const { emails, total, state, smtpConfigured, failed, dkim } = loaderData;
  const [params] = useSearchParams();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Emails</h1>
      {smtpConfigured ? null : (
        <p className="rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-slate-800">
          No mail server is configured (SMTP_URL), so nothing is sent: every message the site would send is kept here.
        </p>
      )}
      <DkimStatus dkim={dkim} />
      {actionData ? (
        <p role={actionData.ok ? 'status' : 'alert'} className={actionData.ok ? 'text-green-800' : 'text-red-800'}>
          {actionData.message}
        </p>
      ) : null}
      {failed > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="retry-failed" />
          <Button type="submit" variant="secondary" disabled={busy}>
            Retry all failed ({failed})
          </Button>
        </Form>
      ) : null}
      {emails.length === 0 ? (
        <p className="text-slate-700">No emails yet.</p>
      ) : (
        <DataTable
          caption="Outgoing emails, newest first"
          columns={[{ label: 'Time', sort: 'createdAt' }, 'Recipient', 'Subject', 'Status']}
          sorting={{ current: state.sort, params }}
        >
          {emails.map((e) => (
            <EmailRow key={e._id} email={e} busy={busy} />
          ))}
        </DataTable>
      )}
      <Pager page={state.page} pageSize={state.pageSize} total={total} params={params} label="Pages of emails" />
    </div>
  );
}
