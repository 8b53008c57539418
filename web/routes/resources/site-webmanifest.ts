import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/site-webmanifest';

/** The installable-app description browsers read for names, colours and icons (/site.webmanifest). */
export function webManifest(name: string | null) {
  return {
    ...(name ? { name, short_name: name.split(/\s+/)[0] } : {}),
    start_url: '/',
    display: 'minimal-ui',
    background_color: '#ffffff',
    theme_color: '#1647d6',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const company = await siteContent({ context, request }).single('company');
  return new Response(JSON.stringify(webManifest(company?.data.name ?? null)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
