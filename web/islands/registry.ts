import type { RegisteredIsland } from './hydrate';

/**
 * When an island's code is fetched and hydrated:
 * - `now`: as soon as the first frame is painted (the header: its menu must answer the first tap);
 * - `idle`: when the browser is idle after the load event, or sooner if the island scrolls near;
 * - `visible`: once the page has loaded, when the island is near the viewport (at once if it
 *   already is). Forms below the fold: their code (the contract's schemas, the phone metadata,
 *   the API client) is most of a page's script, and a visitor who never scrolls to them never
 *   needs it; one who posts before it arrives still gets the no-JavaScript path.
 */
export type HydrateWhen = 'now' | 'idle' | 'visible';

export interface IslandLoader {
  when: HydrateWhen;
  load: () => Promise<RegisteredIsland>;
}

/**
 * Every island a public page may hold, by name. Each is a dynamic import, so it becomes its own
 * chunk and a page downloads only the islands it has (React DOM is one shared chunk).
 */
export const islandLoaders: Readonly<Record<string, IslandLoader>> = {
  'site-header': { when: 'now', load: () => import('~/features/site-shell/site-header').then((m) => m.SiteHeaderIsland) },
  'missing-path-logger': {
    when: 'now',
    load: () => import('~/features/site-shell/missing-path-logger').then((m) => m.MissingPathLoggerIsland),
  },
  newsletter: { when: 'visible', load: () => import('~/features/newsletter/newsletter-box').then((m) => m.NewsletterIsland) },
  'contact-form': { when: 'visible', load: () => import('~/features/contact-form/contact-form').then((m) => m.ContactFormIsland) },
  // The /book page's times in the browser's own zone: at once, before the visitor reads the wrong ones.
  'zone-detect': { when: 'now', load: () => import('~/features/booking/zone-detect').then((m) => m.ZoneDetectIsland) },
  faq: { when: 'idle', load: () => import('~/features/marketing/faq/faq-explorer').then((m) => m.FaqExplorerIsland) },
  'logo-strip': { when: 'visible', load: () => import('~/features/marketing/carousels/logo-strip').then((m) => m.LogoStripIsland) },
  // Idle, not visible: it opens on its second slide, which must be in place when a visitor scrolls to it.
  testimonials: {
    when: 'idle',
    load: () => import('~/features/marketing/carousels/testimonials-carousel').then((m) => m.TestimonialsCarouselIsland),
  },
  // Only with ATTRIBUTION_CONSENT=true (decision 078); idle: it asks nothing the page needs first.
  'attribution-banner': {
    when: 'idle',
    load: () => import('~/features/consent/attribution-banner').then((m) => m.AttributionBannerIsland),
  },
};
