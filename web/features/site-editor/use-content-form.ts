import type { FieldValues } from 'react-hook-form';
import { CONTENT_COLLECTIONS, type CollectionName } from '@contract/content/index';
import { ApiRequestError } from '~/lib/api/errors';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { collectionSchema, emptyValue } from './json-schema';

/**
 * What the form starts from: the item's pending text (what the editor saved last), its live text, or
 * an empty item. A field added after the item was saved starts at its default (the company's contact
 * form settings, decision 114), as the server would store it.
 */
export function startingValues(collection: CollectionName, item: { data: unknown; pending: unknown } | null): FieldValues {
  const schema = collectionSchema(collection);
  if (!item) return emptyValue(schema) as FieldValues;
  const values = { ...((item.pending ?? item.data) as FieldValues) };
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    if (values[key] === undefined && field.default !== undefined) values[key] = structuredClone(field.default);
  }
  return values;
}

/** react-hook-form over a collection's contract schema (@hookform/resolvers' zod resolver), as every staff form. */
export function useContentForm(collection: CollectionName, values: FieldValues) {
  return useSchemaForm<FieldValues, unknown>({
    schema: CONTENT_COLLECTIONS[collection].schema as never,
    defaultValues: values,
  });
}

/** A 400's field errors (`data.image.alt`) as the form's field names (`image.alt`); how many landed. */
export function showDataErrors(err: unknown, setError: (name: string, error: { type: string; message: string }) => void): number {
  if (!(err instanceof ApiRequestError) || err.status !== 400) return 0;
  let shown = 0;
  for (const { field, message } of err.body?.errors ?? []) {
    if (!field.startsWith('data.')) continue;
    setError(field.slice('data.'.length), { type: 'server', message });
    shown += 1;
  }
  return shown;
}
