import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './styles/app.css';

export async function loader({ context }: Route.LoaderArgs) {
  // Under `react-router dev` there is no server context; the dev server proxies /api.
  return { publicApiOrigin: context?.publicApiOrigin ?? '', siteUrl: context?.siteUrl ?? 'http://localhost:3000', nonce: context?.cspNonce };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog RSS feed', href: '/rss.xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>('root')?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText || 'Something went wrong' : 'Something went wrong';
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{`${status} | Error`}</title>
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="text-2xl font-semibold">{message}</h1>
      <a href="/" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Return to Home
      </a>
    </main>
  );
}
