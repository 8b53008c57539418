import { useState } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { useNavigate } from 'react-router';
import type { CONTENT_REVISION_KINDS, CollectionName, ContentItem, ContentRevision } from '@contract/content/index';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { showActionToast } from '~/features/staff/use-action-toast';
import { ContentConflictError } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';
import { changedBySentence } from '~/features/leads/changed-by';
import { SchemaForm } from './schema-form';
import { startingValues, useContentForm } from './use-content-form';
import { itemPath } from './use-item-save';

export const REVISION_LABELS: Record<(typeof CONTENT_REVISION_KINDS)[number], string> = {
  draft: 'Draft saved',
  published: 'Published',
  unpublished: 'Unpublished',
  discarded: 'Changes discarded',
  restored: 'Restored',
  sample: 'Sample content',
};

/**
 * One revision read-only in the item's own form, and Restore: its text becomes a published item's
 * change to publish, or a draft's text (decision 072), on the version the page was loaded on.
 */
export function RevisionView({ collection, item, revision }: { collection: CollectionName; item: ContentItem; revision: ContentRevision }) {
  const { dateTime: localDateTime } = useLocalTime();
  const api = useApi();
  const navigate = useNavigate();
  const { form } = useContentForm(collection, startingValues(collection, revision));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function restore() {
    setBusy(true);
    setError('');
    try {
      const saved = await api.content.restore(collection, item._id, revision._id, item.version);
      showActionToast({ toast: saved.status === 'published' ? 'Restored into the changes to publish' : 'Restored as the draft' });
      void navigate(itemPath(collection, item._id));
    } catch (err) {
      setError(
        err instanceof ContentConflictError
          ? `${changedBySentence(err.conflict.changedBy)} since this page was loaded: reload it to restore on the latest version.`
          : 'Could not restore this revision. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="revision-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="revision-heading" className="text-xl font-semibold text-slate-900" suppressHydrationWarning>
          {REVISION_LABELS[revision.kind]} by {revision.actorName}, {localDateTime(revision.createdAt)}
        </h2>
        <Button onClick={() => void restore()} disabled={busy}>
          {busy ? 'Restoring…' : 'Restore this revision'}
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <SchemaForm key={revision._id} collection={collection} form={form} refOptions={{}} uploadImage={() => Promise.resolve(null)} readOnly />
    </section>
  );
}
