import {
  contentConflictSchema,
  contentItemSchema,
  contentListSchema,
  contentPreviewAnswer,
  contentPreviewCreated,
  contentPreviewList,
  contentRevisionList,
  contentRevisionSchema,
  type CollectionInput,
  type CollectionName,
  type ContentItem,
  type SingletonName,
  type TypedContentItem,
} from '@contract/content/index';
import type { PageQuery } from '@contract/paging';
import { ContentConflictError, typedError } from './errors';
import { queryString, type Transport } from './transport';

/** A 409 carrying the item as it is now (a stale version). */
const asContentConflict = typedError(409, contentConflictSchema, (body) => new ContentConflictError(body));

/** The server checked the data against the collection's schema on the way in: the answer carries that type. */
const typed = <C extends CollectionName>(item: ContentItem) => item as unknown as TypedContentItem<C>;

/** What a save sends: the item's data, whether to publish it, and the version it was made on (a stale one throws ContentConflictError). */
export interface ContentSave<C extends CollectionName> {
  data: CollectionInput<C>;
  action?: 'save' | 'publish';
  version?: number;
}

/** The site's own content (decision 072): reads for pages, every write for the staff editor. */
export const contentApi = ({ get, send, page, enc }: Transport) => {
  const item = (collection: CollectionName, id: string) => `/api/content/${enc(collection)}/${enc(id)}`;
  return {
    /** A collection in its order: published items for visitors, every item for staff; `preview` shows one item's pending text. */
    list: <C extends CollectionName>(collection: C, { preview }: { preview?: string } = {}) =>
      get(contentListSchema, `/api/content/${enc(collection)}${queryString({ preview })}`).then((items) => items.map((i) => typed<C>(i))),
    /** The company facts or the home page's item. */
    single: <S extends SingletonName>(name: S, { preview }: { preview?: string } = {}) =>
      get(contentItemSchema, `/api/content/${name}${queryString({ preview })}`).then((i) => typed<S>(i)),
    saveSingle: <S extends SingletonName>(name: S, body: ContentSave<S>) =>
      send(contentItemSchema, 'PUT', `/api/content/${name}`, body)
        .then((i) => typed<S>(i))
        .catch(asContentConflict),
    get: <C extends CollectionName>(collection: C, id: string) => get(contentItemSchema, item(collection, id)).then((i) => typed<C>(i)),
    create: <C extends CollectionName>(collection: C, body: Omit<ContentSave<C>, 'version'>) =>
      send(contentItemSchema, 'POST', `/api/content/${enc(collection)}`, body).then((i) => typed<C>(i)),
    save: <C extends CollectionName>(collection: C, id: string, body: ContentSave<C>) =>
      send(contentItemSchema, 'PUT', item(collection, id), body)
        .then((i) => typed<C>(i))
        .catch(asContentConflict),
    unpublish: <C extends CollectionName>(collection: C, id: string, version?: number) =>
      send(contentItemSchema, 'POST', `${item(collection, id)}/unpublish`, { version })
        .then((i) => typed<C>(i))
        .catch(asContentConflict),
    /** Drops a published item's pending changes. */
    discard: <C extends CollectionName>(collection: C, id: string, version?: number) =>
      send(contentItemSchema, 'POST', `${item(collection, id)}/discard`, { version })
        .then((i) => typed<C>(i))
        .catch(asContentConflict),
    /** Refused (409, ApiRequestError) while other items point at it. */
    remove: (collection: CollectionName, id: string) => send(null, 'DELETE', item(collection, id)),
    order: <C extends CollectionName>(collection: C, ids: string[]) =>
      send(contentListSchema, 'PUT', `/api/content/${enc(collection)}/order`, { ids }).then((items) => items.map((i) => typed<C>(i))),
    revisions: (collection: CollectionName, id: string, query: PageQuery = {}) =>
      page(contentRevisionList, `${item(collection, id)}/revisions`, query),
    revision: (collection: CollectionName, id: string, revisionId: string) =>
      get(contentRevisionSchema, `${item(collection, id)}/revisions/${enc(revisionId)}`),
    restore: <C extends CollectionName>(collection: C, id: string, revisionId: string, version?: number) =>
      send(contentItemSchema, 'POST', `${item(collection, id)}/revisions/${enc(revisionId)}/restore`, { version })
        .then((i) => typed<C>(i))
        .catch(asContentConflict),
    /** A new preview link (its token is shown only now). */
    preview: (collection: CollectionName, id: string) => send(contentPreviewCreated, 'POST', `${item(collection, id)}/preview`),
    previews: (collection: CollectionName, id: string) => get(contentPreviewList, `${item(collection, id)}/previews`),
    revokePreview: (collection: CollectionName, id: string, previewId: string) =>
      send(null, 'DELETE', `${item(collection, id)}/previews/${enc(previewId)}`),
    /** What a preview link shows: the item with its pending text, and the page that shows it. */
    previewByToken: (token: string) => get(contentPreviewAnswer, `/api/content-previews/${enc(token)}`),
  };
};
