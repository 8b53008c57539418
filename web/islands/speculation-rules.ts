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
