import type { ContentItem } from '@contract/content/index';
import { Button } from '~/components/ui/button';

export interface ItemActionsProps {
  item: ContentItem | null;
  /** company and home: never unpublished or deleted. */
  singleton: boolean;
  /** Legal pages keep their addresses: unpublished, never deleted. */
  deletable: boolean;
  busy: boolean;
  onSave: () => void;
  onPublish: () => void;
  onPreview: () => void;
  onUnpublish: () => void;
  onDiscard: () => void;
  onDelete: () => void;
}

/** The actions of the item's state: Save draft, Preview link, Publish (changes); Discard changes, Unpublish, Delete. */
export function ItemActions({ item, singleton, deletable, busy, onSave, onPublish, onPreview, onUnpublish, onDiscard, onDelete }: ItemActionsProps) {
  const published = item?.status === 'published';
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white py-3">
      <Button onClick={onSave} disabled={busy} variant="secondary" aria-keyshortcuts="Control+S">
        {published ? 'Save changes as draft' : 'Save draft'}
      </Button>
      <Button onClick={onPublish} disabled={busy}>
        {published ? 'Publish changes' : 'Publish'}
      </Button>
      <Button onClick={onPreview} disabled={busy || !item} variant="secondary" title={item ? undefined : 'Save the item first'}>
        Preview link
      </Button>
      {published && item?.pending ? (
        <Button onClick={onDiscard} disabled={busy} variant="ghost">
          Discard changes
        </Button>
      ) : null}
      {published && !singleton ? (
        <Button onClick={onUnpublish} disabled={busy} variant="ghost">
          Unpublish
        </Button>
      ) : null}
      {item && !singleton && deletable ? (
        <Button onClick={onDelete} disabled={busy} variant="danger" className="ml-auto">
          Delete
        </Button>
      ) : null}
    </div>
  );
}
