import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { MailPreferences } from '@contract/mail-preferences';
import { Button } from '~/components/ui/button';
import { site } from '~/content/site';
import { staffApi } from '~/features/staff/staff-api.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = () => [{ title: `Lead mail | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Lead mail', failure: 'Failed to load your mail preferences.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { preferences: await staffApi(request, context, (api) => api.auth.mailPreferences()) };
}

type SaveAnswer = { ok: true; toast: string; preferences: MailPreferences } | { ok: false; error: string };

/** A plain form post (works without JavaScript): an unticked box is simply absent from the form. */
export async function action({ request, context }: Route.ActionArgs): Promise<SaveAnswer> {
  const form = await request.formData();
  const body = { newLeads: form.has('newLeads'), assignments: form.has('assignments'), digest: form.has('digest') };
  try {
    const preferences = await staffApi(request, context, (api) => api.auth.setMailPreferences(body));
    return { ok: true, toast: 'Mail preferences saved', preferences };
  } catch (err) {
    if (err instanceof Response) throw err;
    const reason = err instanceof ApiRequestError ? err.messageOr('the server did not answer') : 'the server did not answer';
    return { ok: false, error: `Could not save your mail preferences: ${reason}` };
  }
}

const CHOICES: { name: keyof Omit<MailPreferences, 'newLeadsGoToConfiguredAddress'>; label: string; hint: string }[] = [
  { name: 'newLeads', label: 'Each new lead', hint: 'A mail for every enquiry that arrives (not for suspected spam).' },
  { name: 'assignments', label: 'Leads given to me', hint: 'When someone else makes you the owner of a lead (never for leads you take yourself).' },
  {
    name: 'digest',
    label: 'Daily digest',
    hint: 'Your overdue and due-today leads and new ones nobody has taken; nothing is sent on a day with none.',
  },
];

/** Which of the lead desk's mails this person gets (decision 040). */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  useFetcherDone(fetcher, (answer) => (answer.ok ? toast.success(answer.toast) : toast.error(answer.error)));
  const saved = fetcher.data?.ok ? fetcher.data.preferences : loaderData.preferences;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Lead mail</h1>
      <p className="text-slate-700">
        Choose which mails about leads you receive. Escalations of unanswered leads always reach the admins, the sales managers and the lead's owner.
      </p>
      <fetcher.Form method="post" className="space-y-4">
        <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <legend className="px-1 text-sm font-semibold text-slate-900">Send me mail about</legend>
          {CHOICES.map((c) => (
            <label key={c.name} className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
              <input type="checkbox" name={c.name} defaultChecked={saved[c.name]} className="mt-1 h-5 w-5" />
              <span>
                <span className="font-medium">{c.label}</span>
                <span className="block text-slate-700">{c.hint}</span>
                {c.name === 'newLeads' && saved.newLeadsGoToConfiguredAddress ? (
                  <span className="block text-slate-700">
                    New-lead mail goes to the address set in the site's configuration (NOTIFY_EMAIL), whatever you choose here.
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </fetcher.Form>
    </div>
  );
}
