import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/choices';
import { resetPasswordBody } from '@contract/users';
import { Alert } from '~/components/ui/alert';
import { Field } from '~/components/ui/field';
import { PasswordStrength } from '~/components/ui/password-strength';
import { site } from '~/content/site';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useApi } from '~/lib/api/use-api';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/reset-password';

const FAILED = 'Could not change the password. Please try again.';

// The token is in the address: no referrer may carry it to another site.
export const meta: Route.MetaFunction = () => [
  { title: `Choose a new password | ${site.name}` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * The emailed link's page: a new password for the account; every session of it ends. An admin's
 * invitation (decision 020) opens the same page with `welcome=1`: the first password.
 */
export default function ResetPassword() {
  const api = useApi();
  const [params] = useSearchParams();
  const welcome = params.get('welcome') === '1';
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const hydrated = useHydrated();
  const { form, fieldError, submit } = useSchemaForm({
    schema: resetPasswordBody,
    defaultValues: { token: params.get('token') ?? '', password: '' },
  });
  const busy = form.formState.isSubmitting;
  const password = form.watch('password');

  const onSubmit = submit(
    async (body) => {
      setError('');
      setDone((await api.auth.resetPassword(body)).message);
    },
    (err) => setError(tooManyRequestsMessage(err) ?? (err instanceof ApiRequestError ? err.messageOr(FAILED) : FAILED)),
  );
  const tokenError = fieldError('token');

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-md">
        <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">{welcome ? 'Choose your password' : 'Choose a new password'}</h1>
        {welcome && !done ? <p className="mb-4 text-sm text-slate-700">Welcome! Choose the password you will sign in with.</p> : null}
        {done ? (
          <Alert tone="success">{done}</Alert>
        ) : (
          <>
            {error || tokenError ? (
              <Alert tone="error" className="mb-4">
                {tokenError ?? error}
                {tokenError ? (
                  <>
                    {' '}
                    <Link to="/auth/forgot-password" className="underline">
                      Ask for a new link
                    </Link>
                  </>
                ) : null}
              </Alert>
            ) : null}
            <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
              <input type="hidden" {...form.register('token')} />
              <Field
                id="reset-password"
                label="New password"
                error={fieldError('password')}
                hint={
                  welcome
                    ? `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; spaces are fine. Common passwords and ones holding your name or email are refused.`
                    : `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; spaces are fine. Every session of this account is signed out.`
                }
              >
                {(c) => (
                  <input {...c} {...form.register('password')} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
                )}
              </Field>
              <PasswordStrength password={password} />
              <button
                type="submit"
                disabled={busy || !hydrated}
                className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {busy ? 'Saving...' : welcome ? 'Set my password' : 'Set new password'}
              </button>
            </form>
          </>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/auth/login" className="text-brand-700 underline hover:text-brand-800">
            Go to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
