import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordBody } from '@contract/users';
import { Alert } from '~/components/ui/alert';
import { Field } from '~/components/ui/field';
import { site } from '~/content/site';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useApi } from '~/lib/api/use-api';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/forgot-password';

const FAILED = 'Could not send the link. Please try again.';

export const meta: Route.MetaFunction = () => [{ title: `Forgot password | ${site.name}` }, { name: 'robots', content: 'noindex' }];

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPassword() {
  const api = useApi();
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const hydrated = useHydrated();
  const { form, fieldError, submit } = useSchemaForm({ schema: forgotPasswordBody, defaultValues: { email: '' } });
  const busy = form.formState.isSubmitting;

  const onSubmit = submit(
    async (body) => {
      setError('');
      setSent((await api.auth.forgotPassword(body)).message);
    },
    (err) => setError(tooManyRequestsMessage(err) ?? (err instanceof ApiRequestError ? err.messageOr(FAILED) : FAILED)),
  );

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-md">
        <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">Forgot password</h1>
        {sent ? (
          <Alert tone="success">{sent}</Alert>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700">
              Enter the email address of your staff account and we will email you a link to choose a new password.
            </p>
            {error ? (
              <Alert tone="error" className="mb-4">
                {error}
              </Alert>
            ) : null}
            <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
              <Field id="forgot-email" label="Email" error={fieldError('email')}>
                {(c) => <input {...c} {...form.register('email')} type="email" autoComplete="username" required />}
              </Field>
              <button
                type="submit"
                disabled={busy || !hydrated}
                className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {busy ? 'Sending...' : 'Send reset link'}
              </button>
            </form>
          </>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/auth/login" className="text-brand-700 underline hover:text-brand-800">
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
