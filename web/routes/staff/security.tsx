import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { TwoFactorStatus } from '@contract/two-factor';
import { CodeInput } from '~/features/auth/code-input';
import { OwnEmailForm } from '~/features/auth/own-email-form';
import { PasskeysSection } from '~/features/auth/passkeys-section';
import { SsoLinkSection } from '~/features/auth/sso-link-section';
import { RecoveryCodes } from '~/features/auth/recovery-codes';
import { TotpSetup } from '~/features/auth/totp-setup';
import { changeSecurity, type SecurityResult } from '~/features/auth/security-action.server';
import { useReauthRetry } from '~/features/auth/use-reauth-retry';
import { staffApi } from '~/features/staff/staff-api.server';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { site } from '~/content/site';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import type { Route } from './+types/security';

export const meta: Route.MetaFunction = () => [{ title: `Security | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Two-factor sign-in', failure: 'Failed to load your security settings.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [status, methods] = await staffApi(request, context, (api) => Promise.all([api.auth.twoFactor(), api.auth.methods()]));
  return { status, sso: methods.oidc };
}

export function action({ request, context }: Route.ActionArgs) {
  return changeSecurity(request, context);
}

/** Every change but the setup goes through one fetcher: the page shows the latest answer, whatever it was. */
const CHANGE = 'two-factor-change';

const fieldOf = (data: SecurityResult) => ('field' in data ? data.field : undefined);
const errorOf = (data: SecurityResult | undefined, intent: string, field?: string) =>
  data && !data.ok && data.intent === intent && (!field || fieldOf(data) === field) ? data.error : undefined;

/** Setting up an authenticator app: the QR code and key, then the first code turns it on. */
function Enrol() {
  const id = useId();
  // Its own fetcher, gone with the component: a later setup starts from a new secret.
  const setup = useFetcher<SecurityResult>();
  // Setting up a new app is sensitive (decision 058): a stale confirmation is asked for in place, then the setup runs.
  const retry = useReauthRetry(setup);
  const confirm = useFetcher<SecurityResult>({ key: CHANGE });
  const codeRef = useRef<HTMLInputElement>(null);
  const started = setup.data?.ok && setup.data.intent === 'setup' ? setup.data.setup : null;
  useEffect(() => {
    if (started) codeRef.current?.focus();
  }, [started]);
  useEffect(() => {
    if (confirm.data && !confirm.data.ok) codeRef.current?.focus();
  }, [confirm.data]);

  if (!started) {
    return (
      <>
        {retry.dialog}
        <setup.Form method="post" className="space-y-2" onSubmit={retry.onSubmit}>
          <input type="hidden" name="intent" value="setup" />
          {errorOf(setup.data, 'setup') ? (
            <p role="alert" className="text-sm text-red-700">
              {errorOf(setup.data, 'setup')}
            </p>
          ) : null}
          <Button type="submit" disabled={setup.state !== 'idle'}>
            {setup.state !== 'idle' ? 'Preparing...' : 'Set up two-factor sign-in'}
          </Button>
        </setup.Form>
      </>
    );
  }
  return (
    <div className="max-w-md space-y-4">
      <TotpSetup setup={started} />
      <confirm.Form method="post" noValidate className="space-y-3">
        <input type="hidden" name="intent" value="confirm" />
        <CodeInput
          ref={codeRef}
          id={`${id}-code`}
          label="Code from the app"
          error={errorOf(confirm.data, 'confirm')}
          hint="The app shows a new 6-digit code every 30 seconds."
        />
        <Button type="submit" disabled={confirm.state !== 'idle'}>
          {confirm.state !== 'idle' ? 'Verifying...' : 'Turn on'}
        </Button>
      </confirm.Form>
    </div>
  );
}

/** Recovery codes left, new ones for a code, and turning it off with the password or a code. */
function Manage({ status }: { status: TwoFactorStatus }) {
  const id = useId();
  const renew = useFetcher<SecurityResult>({ key: CHANGE });
  const disable = renew;
  return (
    <div className="grid max-w-3xl gap-8 md:grid-cols-2">
      <section aria-labelledby={`${id}-renew`} className="space-y-3">
        <h2 id={`${id}-renew`} className="text-lg font-semibold text-slate-900">
          Recovery codes
        </h2>
        <p className="text-sm text-slate-700">{status.recoveryCodesLeft} of 10 left. New codes replace every old one.</p>
        <renew.Form method="post" noValidate className="space-y-3">
          <input type="hidden" name="intent" value="recovery-codes" />
          <CodeInput id={`${id}-renew-code`} label="Code from the app" error={errorOf(renew.data, 'recovery-codes')} />
          <Button type="submit" variant="secondary" disabled={renew.state !== 'idle'}>
            Make new recovery codes
          </Button>
        </renew.Form>
      </section>
      <section aria-labelledby={`${id}-off`} className="space-y-3">
        <h2 id={`${id}-off`} className="text-lg font-semibold text-slate-900">
          Turn off
        </h2>
        <p className="text-sm text-slate-700">
          {status.required
            ? 'Your administrators require two-factor sign-in: you will set up an app again at your next sign-in.'
            : 'Sign-in will then ask for your password only.'}
        </p>
        <disable.Form method="post" noValidate className="space-y-3">
          <input type="hidden" name="intent" value="disable" />
          <Field id={`${id}-password`} label="Your password" error={errorOf(disable.data, 'disable', 'password')}>
            {(c) => <input {...c} name="password" type="password" autoComplete="current-password" />}
          </Field>
          <CodeInput id={`${id}-off-code`} label="Or a code from the app" required={false} error={errorOf(disable.data, 'disable', 'code')} />
          {disable.data && !disable.data.ok && disable.data.intent === 'disable' && !fieldOf(disable.data) ? (
            <p role="alert" className="text-sm text-red-700">
              {disable.data.error}
            </p>
          ) : null}
          <Button type="submit" variant="danger" disabled={disable.state !== 'idle'}>
            Turn off two-factor sign-in
          </Button>
        </disable.Form>
      </section>
    </div>
  );
}

/** The account's second factor (decision 020): set it up, keep recovery codes, turn it off. */
export default function Security({ loaderData }: Route.ComponentProps) {
  const { status, sso } = loaderData;
  const latest = useFetcher<SecurityResult>({ key: CHANGE }).data;
  const fresh = latest?.ok && 'recoveryCodes' in latest ? latest : undefined;
  const message = latest?.ok && 'message' in latest ? latest.message : '';

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Two-factor sign-in</h1>
      <p className="max-w-2xl text-slate-700">
        A code from an authenticator app on your phone, asked for after your password, keeps your account safe even if the password leaks.
      </p>
      <p>
        Status:{' '}
        <strong data-testid="two-factor-status" className={status.enabled ? 'text-green-800' : 'text-slate-900'}>
          {status.enabled ? 'On' : 'Off'}
        </strong>
        {status.required && !status.enabled ? (
          <span className="ml-2 text-amber-900">Your administrators require it for every staff account.</span>
        ) : null}
      </p>
      {message ? (
        <p role="status" className="text-green-800">
          {message}
        </p>
      ) : null}
      {fresh && fresh.recoveryCodes.length ? (
        <div className="max-w-xl">
          <RecoveryCodes codes={fresh.recoveryCodes} />
        </div>
      ) : null}
      {status.enabled ? <Manage status={status} /> : <Enrol />}
      <div className="border-t border-slate-200 pt-6">
        <PasskeysSection />
      </div>
      {sso ? (
        <div className="border-t border-slate-200 pt-6">
          <SsoLinkSection label={sso.label} />
        </div>
      ) : null}
      <div className="border-t border-slate-200 pt-6">
        <OwnEmailForm />
      </div>
    </div>
  );
}
