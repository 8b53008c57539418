import { data, Link } from 'react-router';
import { missingPathWords } from '@contract/search';
import { NotFoundHelp } from '~/features/search/not-found-help';
import { suggestionsFor } from '~/features/search/not-found-suggestions.server';
import { MissingPathLoggerIsland } from '~/features/site-shell/missing-path-logger';
import { seo } from '~/lib/seo';
import type { Route } from './+types/not-found';

// No server log line of its own: the request log has every 404, and the page server renders this
// page once per missing path's words for all paths that share them (server/web/page-server.ts,
// decisions 090 and 119), passing the words as ?words= (its own placeholder path has none).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  const words = url.searchParams.has('words') ? (url.searchParams.get('words') ?? '') : missingPathWords(path);
  return data({ path, words, suggestions: await suggestionsFor(context, words) }, { status: 404 });
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
  const { path, words, suggestions } = loaderData;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <MissingPathLoggerIsland path={path} />
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="text-3xl font-bold text-navy-900">Oops! Page not found</h1>
      <p className="text-slate-600">
        We could not find <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all">{path}</code>. It may have moved, or the address may
        be mistyped.
      </p>
      <NotFoundHelp words={words} suggestions={suggestions} />
      <Link to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
