import { missingPathWords, type SiteSearchHit } from '@contract/search';
import type { RouterContextProvider } from 'react-router';
import { serverApi } from '~/lib/api/server-api.server';

/** Pages a 404 suggests at most. */
const SUGGESTIONS = 3;

/**
 * What a 404 suggests for a missing address's words (decision 119): the site's pages matching any of
 * them, best first. A search that fails leaves the page without suggestions, never without the page.
 */
export async function suggestionsFor(context: Readonly<RouterContextProvider>, words: string): Promise<SiteSearchHit[]> {
  if (!words) return [];
  return serverApi(context)
    .search.site({ q: words.split(' ').join(' or '), limit: SUGGESTIONS })
    .then((r) => r.results)
    .catch(() => []);
}

/** A content page's 404 help: the words of its missing slug (not the section's name, which every page of it shares). */
export async function slugSuggestions(context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const words = missingPathWords(`/${slug ?? ''}`);
  return { words, suggestions: await suggestionsFor(context, words) };
}
