import { data, Link } from 'react-router';
import { MissingPathLoggerIsland } from '~/features/site-shell/missing-path-logger';
import { seo } from '~/lib/seo';
import type { Route } from './+types/not-found';

// No server log line of its own: the request log has every 404, and the page server renders this
// page once for all missing paths (server/web/page-server.ts, decision 090).
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    path: location.pathname,
    image: '/images/social/og-default.png',
    noindex: true,
  });

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { path } = loaderData;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <MissingPathLoggerIsland path={path} />
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="text-3xl font-bold text-navy-900">Oops! Page not found</h1>
      <p className="text-slate-600">
        We could not find <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all">{path}</code>. It may have moved, or the address may
        be mistyped.
      </p>
      <Link to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
