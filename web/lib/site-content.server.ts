import type { RouterContextProvider } from 'react-router';
import type { CollectionName, SingletonName, TypedContentItem } from '@contract/content/index';
import { ApiRequestError } from './api/errors';
import { serverApi } from './api/server-api.server';

/**
 * How a public page reads the site's content (decision 072): through the API, so the page cache
 * learns each answer's tags; with the page's `?preview=<token>` passed on, so a preview link shows
 * that item's pending text in its place (such answers are never cached).
 */
export function siteContent({ context, request }: { context: Readonly<RouterContextProvider>; request: Request }) {
  const preview = new URL(request.url).searchParams.get('preview') ?? undefined;
  const { content } = serverApi(context);
  const once = readsOf(context);
  return {
    /** A collection's published items in their order ([] when it is empty). */
    list: <C extends CollectionName>(collection: C): Promise<TypedContentItem<C>[]> =>
      once(`list:${collection}`, () => content.list(collection, { preview })),
    /** The company facts or the home item, null when none is published (SEED_CONTENT=false before the first save). */
    single: <S extends SingletonName>(name: S): Promise<TypedContentItem<S> | null> =>
      once(`single:${name}`, () =>
        content.single(name, { preview }).catch((err: unknown) => {
          if (err instanceof ApiRequestError && err.status === 404) return null;
          throw err;
        }),
      ),
  };
}

/**
 * The layout's loader and the page's run side by side and both want the company, offices and
 * services: within one request (one router context) each read goes to the API once.
 */
const requestReads = new WeakMap<object, Map<string, Promise<unknown>>>();

function readsOf(context: object) {
  let reads = requestReads.get(context);
  if (!reads) requestReads.set(context, (reads = new Map()));
  const known = reads;
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let pending = known.get(key) as Promise<T> | undefined;
    if (!pending) known.set(key, (pending = read()));
    return pending;
  };
}

export type SiteContentReader = ReturnType<typeof siteContent>;
