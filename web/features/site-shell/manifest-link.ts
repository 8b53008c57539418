/** The web manifest (web/routes/resources/site-webmanifest.ts): names, colours and the home-screen icons. */
export const MANIFEST_URL = '/site.webmanifest';

/**
 * Public pages link the manifest once their first frame is on screen (decision 077). Chrome fetches
 * a linked manifest, and then its 192 px icon, the moment a page loads, each on a connection of its
 * own, while the first paint may still be waiting; installing needs neither before that, and Chrome
 * reads a manifest linked later just the same. Staff screens link it in their head.
 */
export function linkManifestAfterPaint(doc: Document): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (doc.querySelector('link[rel="manifest"]')) return;
      const link = doc.createElement('link');
      link.rel = 'manifest';
      link.href = MANIFEST_URL;
      doc.head.append(link);
    }),
  );
}
