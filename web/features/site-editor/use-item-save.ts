import { useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isSingleton, type CollectionName, type ContentConflict, type ContentItem } from '@contract/content/index';
import { showActionToast } from '~/features/staff/use-action-toast';
import { ApiRequestError, ContentConflictError, isSessionEnded } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';
import { showDataErrors, startingValues } from './use-content-form';

export type WriteAction = 'save' | 'publish';

interface ItemSaveOptions {
  collection: CollectionName;
  initial: ContentItem | null;
  form: UseFormReturn<FieldValues, unknown, unknown>;
  /** The schema form's submit: validates with the contract schema, then runs the write. */
  submit: (onValid: (body: unknown) => unknown, onFailure: (err: unknown) => void) => () => Promise<void>;
  /** Replaces the form's values and redraws every field (another version loaded). */
  reseed: (values: FieldValues) => void;
}

/** Where a collection's editor lives. */
export const itemPath = (collection: CollectionName, id: string) =>
  `/admin/site/${collection}/${isSingleton(collection) ? 'edit' : encodeURIComponent(id)}`;

const SAVED: Record<WriteAction, (item: ContentItem) => string> = {
  save: (item) => (item.status === 'published' ? 'Changes saved: not live until you publish them' : 'Draft saved'),
  publish: () => 'Published: visitors see it now',
};

/** What a refused write says: the fields marked (a 400 naming them), the API's message, or try again. */
function failureText(err: unknown, form: UseFormReturn<FieldValues, unknown, unknown>): string {
  if (showDataErrors(err, (name, e) => form.setError(name, e, { shouldFocus: true })) > 0) return 'Check the fields marked below.';
  return err instanceof ApiRequestError && err.status < 500 ? err.messageOr('Could not save.') : 'Could not save. Please try again.';
}

/**
 * The editor's writes (decision 072): save draft / publish on the version the form was loaded on,
 * unpublish, discard, delete. A stale version keeps the form and shows who changed it (409).
 */
export function useItemSave({ collection, initial, form, submit, reseed }: ItemSaveOptions) {
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [item, setItem] = useState(initial);
  const [conflict, setConflict] = useState<ContentConflict | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const lastAction = useRef<WriteAction>('save');

  const failed = (err: unknown) => {
    if (err instanceof ContentConflictError) setConflict(err.conflict);
    else if (isSessionEnded(err)) void revalidator.revalidate();
    else setError(failureText(err, form));
  };

  async function run(call: () => Promise<ContentItem>, toast: (saved: ContentItem) => string, reload = false) {
    setBusy(true);
    setError('');
    try {
      const saved = await call();
      setConflict(null);
      setItem(saved);
      if (reload) reseed(startingValues(collection, saved));
      else form.reset(startingValues(collection, saved));
      showActionToast({ toast: toast(saved) });
      if (!item && !isSingleton(collection)) void navigate(itemPath(collection, saved._id), { replace: true });
      return saved;
    } catch (err) {
      failed(err);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const write = (action: WriteAction, data: unknown, version = item?.version) => {
    const call = () => {
      const body = { data: data as never, action, version };
      if (isSingleton(collection)) return api.content.saveSingle(collection, body);
      return item ? api.content.save(collection, item._id, body) : api.content.create(collection, { data: body.data, action });
    };
    lastAction.current = action;
    return run(call, SAVED[action]);
  };

  /** Validates the form, then saves it as a draft or publishes it. */
  const save = (action: WriteAction) =>
    new Promise<ContentItem | null>((resolve) => {
      void submit(
        (data) => write(action, data).then(resolve),
        (err) => {
          failed(err);
          resolve(null);
        },
      )();
    });

  return {
    item,
    conflict,
    error,
    busy,
    save,
    unpublish: () =>
      item &&
      run(
        () => api.content.unpublish(collection, item._id, item.version),
        () => 'Unpublished: visitors no longer see it',
        true,
      ),
    discard: () =>
      item &&
      run(
        () => api.content.discard(collection, item._id, item.version),
        () => 'Changes discarded',
        true,
      ),
    remove: () =>
      item &&
      api.content.remove(collection, item._id).then(() => {
        showActionToast({ toast: 'Deleted' });
        void navigate(`/admin/site/${collection}`);
      }, failed),
    /** Their version into the form; mine is gone (they chose it). */
    takeTheirs: () => {
      if (!conflict) return;
      setItem(conflict.current);
      reseed(startingValues(collection, conflict.current));
      setConflict(null);
    },
    /** The same write again on their version: an explicit overwrite. */
    keepMine: () => {
      if (!conflict) return;
      void submit((data) => write(lastAction.current, data, conflict.current.version), failed)();
    },
  };
}
