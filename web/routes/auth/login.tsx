import { useEffect, useState, type FormEvent } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '~/lib/api-error';
import { serverApi } from '~/lib/api.server';
import { safeNext, storeUser, useForgetStoredUser } from '~/lib/session';
import { useApi } from '~/lib/use-api';
import { site } from '~/content/site';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: `Login | ${site.name}` }, { name: 'robots', content: 'noindex' }];

/** Already signed in: straight on to where they were going. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  try {
    await serverApi(context, { as: request }).auth.me();
  } catch {
    return null; // 401 (or the API is down): show the form.
  }
  throw redirect(next);
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500';

export default function Login() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The form works only with JavaScript (it stores the user locally): no submit before hydration,
  // so a quick click can never send the password in a GET query string.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useForgetStoredUser();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const { user } = await api.auth.login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
      storeUser(user); // the session itself is the httpOnly cookie; the token is never kept
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.messageOr('Login failed. Please try again.') : 'Login failed. Please try again.');
      setBusy(false);
    }
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-md">
        <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">Login</h1>
        {error ? (
          <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <form method="post" onSubmit={onSubmit} className="space-y-4">
          <div>
            <label htmlFor="login-email" className="block text-sm font-medium text-slate-800">
              Email
            </label>
            <input id="login-email" name="email" type="email" autoComplete="username" required className={inputClass} />
          </div>
          <div>
            <label htmlFor="login-password" className="block text-sm font-medium text-slate-800">
              Password
            </label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required className={inputClass} />
          </div>
          <button
            type="submit"
            disabled={busy || !hydrated}
            className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? 'Logging in...' : 'Login'}
          </button>
        </form>
      </div>
    </main>
  );
}
