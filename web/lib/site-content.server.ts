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
  return {
    /** A collection's published items in their order ([] when it is empty). */
    list: <C extends CollectionName>(collection: C): Promise<TypedContentItem<C>[]> => content.list(collection, { preview }),
    /** The company facts or the home item, null when none is published (SEED_CONTENT=false before the first save). */
    single: <S extends SingletonName>(name: S): Promise<TypedContentItem<S> | null> =>
      content.single(name, { preview }).catch((err: unknown) => {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }),
  };
}

export type SiteContentReader = ReturnType<typeof siteContent>;
