import { redirect } from 'react-router';
import type { Route } from './+types/login-redirect';

/** SPEC.md's guards sent people to /login, which did not exist: keep that address working. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/auth/login${url.search}`, 301);
}
