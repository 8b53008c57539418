import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/choices';
import { resetPasswordBody } from '@contract/users';
import { Alert } from '~/components/ui/alert';
import { Field } from '~/components/ui/field';
import { AuthForm, AuthFrame } from '~/features/auth/auth-frame';
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
    <AuthFrame title={welcome ? 'Choose your password' : 'Choose a new password'} footer={{ to: '/auth/login', label: 'Go to sign in' }}>
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
          <AuthForm
            onSubmit={onSubmit}
            busy={busy}
            disabled={!hydrated}
            submitLabel={welcome ? 'Set my password' : 'Set new password'}
            busyLabel="Saving..."
          >
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
          </AuthForm>
        </>
      )}
    </AuthFrame>
  );
}
