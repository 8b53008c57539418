import { site } from '~/content/site';

/** The installable-app description browsers read for names, colours and icons (/site.webmanifest). */
export function webManifest() {
  return {
    name: site.name,
    short_name: site.shortName,
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

export function loader() {
  return new Response(JSON.stringify(webManifest()), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
