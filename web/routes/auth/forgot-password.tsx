import { useState } from 'react';
import { forgotPasswordBody } from '@contract/users';
import { Alert } from '~/components/ui/alert';
import { Field } from '~/components/ui/field';
import { AuthForm, AuthFrame } from '~/features/auth/auth-frame';
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
    <AuthFrame title="Forgot password" footer={{ to: '/auth/login', label: 'Back to sign in' }}>
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
          <AuthForm onSubmit={onSubmit} busy={busy} disabled={!hydrated} submitLabel="Send reset link" busyLabel="Sending...">
            <Field id="forgot-email" label="Email" error={fieldError('email')}>
              {(c) => <input {...c} {...form.register('email')} type="email" autoComplete="username" required />}
            </Field>
          </AuthForm>
        </>
      )}
    </AuthFrame>
  );
}
