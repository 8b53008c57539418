import { data, type RouterContextProvider } from 'react-router';
import { isCollectionName, isSingleton, type CollectionName, type ContentItem } from '@contract/content/index';
import { staffApi, staffRead } from '~/features/staff/staff-api.server';
import { ApiRequestError } from '~/lib/api/errors';
import type { RefOptions } from './form-context';
import { collectionSchema, referencedCollections } from './json-schema';

type Context = Readonly<RouterContextProvider>;

/** The collection named in the address, or the screen's 404. */
export function collectionParam(value: string | undefined): CollectionName {
  if (value && isCollectionName(value)) return value;
  throw data('No such part of the site', { status: 404 });
}

/** A collection's items for staff (drafts and pending text), in the site's order; a singleton's one item or none yet. */
export async function staffItems(request: Request, context: Context, collection: CollectionName): Promise<ContentItem[]> {
  if (!isSingleton(collection)) return staffRead(request, context, (api) => api.content.list(collection), 'Failed to load the items.');
  const single = await staffApi(request, context, (api) => api.content.single(collection)).catch((err: unknown) => {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  });
  return single ? [single] : [];
}

/** The item an editor opens: `new`, a singleton's (or none yet), or one by id. */
export async function editorItem(request: Request, context: Context, collection: CollectionName, id: string): Promise<ContentItem | null> {
  if (isSingleton(collection)) return (await staffItems(request, context, collection))[0] ?? null;
  if (id === 'new') return null;
  return staffRead(request, context, (api) => api.content.get(collection, id), 'Item not found');
}

/** The items the form's reference and link fields may choose from, per collection. */
export async function refOptionsFor(request: Request, context: Context, collection: CollectionName): Promise<RefOptions> {
  const targets = referencedCollections(collectionSchema(collection));
  const lists = await Promise.all(targets.map((c) => staffApi(request, context, (api) => api.content.list(c))));
  return Object.fromEntries(
    targets.map((c, i) => [c, (lists[i] ?? []).map((item) => ({ id: item._id, name: item.name, draft: item.status === 'draft' }))]),
  ) as RefOptions;
}
