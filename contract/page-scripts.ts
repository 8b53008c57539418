/**
 * The public pages' two inline scripts, as exact text. The page (web/root.tsx) writes these bytes
 * and the CSP header (server/plugins/external/security-headers.ts) allows them by their hash: both
 * sides must hash the same bytes, so the text lives here, shared, rather than in either side.
 */

/**
 * An inline script of the public pages: it adds the islands entry (named in its `data-islands`)
 * once the page has loaded and its first contentful paint is on screen, so nothing of the islands
 * is fetched or run before the first and largest paint. Measured with Lighthouse's mobile profile on
 * /faq: the largest paint at 1,227 ms with the entry as a `<script type="module">` in the head,
 * 710 ms without it (static reference page: 656 ms). Waiting for `load` alone was not enough: a page
 * with nothing to wait for loads before its first frame is shown, and the entry and the hydration
 * chunk were fetched and compiled while it was drawn (a frame timed by requestAnimationFrame is
 * still not on screen), which Lighthouse counted into the largest paint (1,369 ms instead of ~1,000
 * on /services). The paint timing entry is recorded when the frame is presented; a browser without
 * it waits for one frame. The page works before this runs: every island has a no-JavaScript path.
 * At that first paint it also removes the root's `data-before-paint` (BEFORE_PAINT_ATTRIBUTE), which
 * lets the pictures marked `after-first-paint` load (web/styles/app.css).
 * Static text, so CSP allows it by hash (server/plugins/external/security-headers.ts).
 */
export const ISLANDS_LOADER =
  '(function(s){var n=2,P=window.PerformanceObserver;function go(){if(--n)return;setTimeout(function(){' +
  "var e=document.createElement('script');e.type='module';e.src=s.getAttribute('data-islands');document.head.appendChild(e)})}" +
  "function painted(){document.documentElement.removeAttribute('data-before-paint');go()}" +
  "if(document.readyState==='complete')go();else addEventListener('load',go,{once:true});" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){" +
  "if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(function(){setTimeout(painted)})})(document.currentScript)';

/**
 * The root attribute a page with the islands loader is sent with, until its first paint: below-the-fold
 * pictures marked `after-first-paint` stay unloaded while it is there (web/styles/app.css), so they are
 * never fetched or decoded before the first frame. Without scripts it never matters
 * (`@media (scripting: enabled)`).
 */
export const BEFORE_PAINT_ATTRIBUTE = 'data-before-paint';

/**
 * ANALYTICS_BEACON=true (decision 067): a CDN answers the public pages, so each page reports its
 * own view to the address in its `data-hit` (POST /api/analytics/hit, text/plain, no cookie set or
 * read, no identifier kept in the browser). A prerendered page reports once it is shown; a
 * prefetched one runs nothing. Static text under 1 KB, allowed by hash like the loader above.
 */
export const ANALYTICS_BEACON_SCRIPT =
  "(function(s){var u=s.getAttribute('data-hit');function go(){navigator.sendBeacon&&navigator.sendBeacon(u," +
  'JSON.stringify({p:location.pathname+location.search,r:document.referrer}))}' +
  "if(document.prerendering)document.addEventListener('prerenderingchange',go,{once:true});else go()})(document.currentScript)";

/**
 * The public pages' theme (decision 079), first in their head so it runs before the first paint:
 * a choice kept in localStorage (`theme`: light or dark; none = the system's) becomes the html
 * element's class, and a click on a `[data-theme-toggle]` button switches to the other scheme.
 * Choosing the system's own scheme forgets the choice. No other attribute changes: the button's
 * label follows the class by CSS (web/styles/app.css). Static text, allowed by hash.
 */
export const THEME_SCRIPT =
  "(function(d,c,s){try{s=localStorage;var t=s.theme;if(t=='light'||t=='dark')c.add(t)}catch(e){}" +
  "d.addEventListener('click',function(e){if(!e.target.closest||!e.target.closest('[data-theme-toggle]'))return;" +
  "var o=matchMedia('(prefers-color-scheme:dark)').matches?'dark':'light',n=c.contains('dark')||o=='dark'&&!c.contains('light')?'light':'dark';" +
  "c.remove('light','dark');try{n==o?s.removeItem('theme'):s.theme=n}catch(e){}n!=o&&c.add(n)})})(document,document.documentElement.classList)";

/**
 * Public pages are separate documents (islands, no client-side routing), so browsers that support
 * speculation rules fetch a public page as soon as the visitor shows intent (hover, pointer down).
 * Staff screens, sign-in, the API, uploads and feeds are never prefetched.
 */
export const publicPrefetchRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: [
                '/api/*',
                '/uploads/*',
                '/auth/*',
                '/login',
                '/dashboard',
                '/subscriptions',
                '/admin/*',
                '/blogs',
                '/blogs/new',
                '/blogs/edit/*',
                '/*.xml',
                '/*.txt',
              ],
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The inline script's exact text: the server allows it by this text's hash (no nonce, so pages cache byte for byte). */
export const publicPrefetchRulesJson = JSON.stringify(publicPrefetchRules);

/** Every inline script a public page may carry (web/root.tsx): allowed by hash, and read for the classes they set (server/web/mount.ts). */
export const PUBLIC_INLINE_SCRIPTS: readonly string[] = [publicPrefetchRulesJson, ISLANDS_LOADER, ANALYTICS_BEACON_SCRIPT, THEME_SCRIPT];
