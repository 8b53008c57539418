import { useCallback, useState } from 'react';
import { redirect, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { isSsoRefusal, ssoRefusalMessage, type AuthMethods } from '@contract/oidc';
import { loginBody, type PublicUser } from '@contract/users';
import type { SecondFactorMethod } from '@contract/two-factor';
import { AuthForm, AuthFrame } from '~/features/auth/auth-frame';
import { CodeStep } from '~/features/auth/code-step';
import { EnrolStep } from '~/features/auth/enrol-step';
import { SignInChoices } from '~/features/auth/sso-link';
import { PasskeySignIn } from '~/features/auth/passkey-sign-in';
import { Alert } from '~/components/ui/alert';
import { Field } from '~/components/ui/field';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { safeNext, storeUser, useForgetStoredUser } from '~/lib/session';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useApi } from '~/lib/api/use-api';
import { useHydrated } from '~/lib/use-hydrated';
import { site } from '~/content/site';
import type { Route } from './+types/login';

const LOGIN_FAILED = 'Login failed. Please try again.';

export const meta: Route.MetaFunction = () => [{ title: `Login | ${site.name}` }, { name: 'robots', content: 'noindex' }];

/** When the API cannot say: the password form alone, as before single sign-on existed. */
const PASSWORD_ONLY: AuthMethods = { password: true, oidc: null, passkeys: false };

/** Already signed in: straight on to where they were going. Else which ways in this site offers. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ methods: AuthMethods }> {
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  const api = serverApi(context, { as: request });
  try {
    await api.auth.me();
  } catch {
    // 401 (or the API is down): show the sign-in.
    return { methods: await api.auth.methods().catch(() => PASSWORD_ONLY) };
  }
  throw redirect(next);
}

/** Back from single sign-on: its refusal, or the second factor it still needs (?second=<challenge>&step=code|enrol). */
function ssoReturn(params: URLSearchParams): { error: string; second: { kind: 'code' | 'enrol'; challenge: string } | null } {
  const code = params.get('sso');
  const error = isSsoRefusal(code) ? ssoRefusalMessage(code, params.get('email') ?? '') : '';
  const challenge = params.get('second');
  const step = params.get('step');
  return { error, second: challenge && (step === 'code' || step === 'enrol') ? { kind: step, challenge } : null };
}

export default function Login() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Absent only where no loader ran (component tests): the password form alone.
  const methods = (useLoaderData<typeof loader>() as { methods: AuthMethods } | undefined)?.methods ?? PASSWORD_ONLY;
  const [returned] = useState(() => ssoReturn(params));
  const [error, setError] = useState(returned.error);
  // The form works only with JavaScript (it stores the user locally): no submit before hydration,
  // so a quick click can never send the password in a GET query string.
  const hydrated = useHydrated();
  useForgetStoredUser();
  const { form, fieldError, submit } = useSchemaForm({ schema: loginBody, defaultValues: { email: '', password: '' } });
  const busy = form.formState.isSubmitting;
  // After the password: nothing more, a code (twoFactorRequired), or setting one up (required by admins).
  const [second, setSecond] = useState<{ kind: 'code' | 'enrol'; challenge: string; methods?: SecondFactorMethod[] } | null>(returned.second);

  const signedIn = useCallback(
    (user: PublicUser) => {
      storeUser(user); // the session itself is the httpOnly cookie; the token is never kept
      navigate(safeNext(params.get('next')), { replace: true });
    },
    [navigate, params],
  );
  const expired = useCallback(
    (message: string) => {
      setSecond(null);
      form.resetField('password');
      setError(message);
    },
    [form],
  );

  const onSubmit = submit(
    async (body) => {
      setError('');
      const answer = await api.auth.login(body);
      if ('user' in answer) return signedIn(answer.user);
      setSecond(
        'twoFactorRequired' in answer
          ? { kind: 'code', challenge: answer.challenge, methods: answer.methods }
          : { kind: 'enrol', challenge: answer.challenge },
      );
    },
    (err) => setError(tooManyRequestsMessage(err) ?? (err instanceof ApiRequestError ? err.messageOr(LOGIN_FAILED) : LOGIN_FAILED)),
  );

  const passwordForm = (
    <AuthForm
      onSubmit={onSubmit}
      busy={busy}
      disabled={!hydrated}
      hidden={second !== null}
      browserValidation
      submitLabel="Login"
      busyLabel="Logging in..."
    >
      <Field id="login-email" label="Email" error={fieldError('email')}>
        {(c) => <input {...c} {...form.register('email')} type="email" autoComplete="username" required />}
      </Field>
      <Field id="login-password" label="Password" error={fieldError('password')}>
        {(c) => <input {...c} {...form.register('password')} type="password" autoComplete="current-password" required />}
      </Field>
    </AuthForm>
  );

  return (
    <AuthFrame title="Login" footer={{ to: '/auth/forgot-password', label: 'Forgot password?' }}>
      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      {second?.kind === 'code' ? <CodeStep challenge={second.challenge} methods={second.methods} onSignedIn={signedIn} onExpired={expired} /> : null}
      {second?.kind === 'enrol' ? <EnrolStep challenge={second.challenge} onSignedIn={signedIn} onExpired={expired} /> : null}
      <SignInChoices methods={methods} next={safeNext(params.get('next'))} hidden={second !== null} passwordForm={passwordForm} />
      {second === null ? (
        <div className="mt-4">
          <PasskeySignIn onSignedIn={signedIn} />
        </div>
      ) : null}
    </AuthFrame>
  );
}
