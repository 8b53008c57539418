import { useEffect, useRef, useState } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { Link } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import { CONTENT_COLLECTIONS, isSingleton, type CollectionName, type ContentItem } from '@contract/content/index';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useSaveShortcut } from '~/features/blog-editor/use-save-shortcut';
import { ContentConflictNotice } from './content-conflict';
import type { RefOptions } from './form-context';
import { ItemActions } from './item-actions';
import { SampleBadge, StateChip } from './item-state';
import { ContentPreviewDialog } from './preview-dialog';
import { SchemaForm } from './schema-form';
import { useContentForm, startingValues } from './use-content-form';
import { useContentUpload } from './use-content-upload';
import { itemPath, useItemSave } from './use-item-save';

/**
 * One item of the site's content: its generated form and the actions of its state (decision 076).
 * Visitors keep a published item's live text until Publish; a stale save shows who changed it.
 */
export function ItemEditor({ collection, initial, refOptions }: { collection: CollectionName; initial: ContentItem | null; refOptions: RefOptions }) {
  const { dateTime: localDateTime } = useLocalTime();
  const area = useRef<HTMLDivElement>(null);
  const [seed, setSeed] = useState(0);
  const [dialog, setDialog] = useState<'preview' | 'delete' | null>(null);
  // Set once React owns the form (tests wait for it: a click before hydration would do nothing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { form, submit } = useContentForm(collection, startingValues(collection, initial));
  const uploadImage = useContentUpload();
  const saves = useItemSave({
    collection,
    initial,
    form,
    submit,
    reseed: (values: FieldValues) => {
      form.reset(values);
      setSeed((s) => s + 1);
    },
  });
  const { item } = saves;
  useSaveShortcut(area, () => void saves.save('save'));
  const singleton = isSingleton(collection);

  return (
    <div ref={area} className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <StateChip item={item} />
        {item?.sample ? <SampleBadge /> : null}
        {item ? (
          <span suppressHydrationWarning>
            Last changed by {item.updatedByName} on {localDateTime(item.updatedAt)} · version {item.version}
          </span>
        ) : null}
        {item ? (
          <>
            <Link className="text-brand-700 underline" to={`${itemPath(collection, item._id)}/revisions`}>
              Revisions
            </Link>
            <Link className="text-brand-700 underline" to={`/admin/audit?targetId=${encodeURIComponent(item._id)}`}>
              History
            </Link>
          </>
        ) : null}
      </div>
      {item?.sample ? <Alert tone="info">This is sample content. Replace it before launch.</Alert> : null}
      {saves.conflict ? (
        <ContentConflictNotice conflict={saves.conflict} busy={saves.busy} onKeepMine={saves.keepMine} onTakeTheirs={saves.takeTheirs} />
      ) : null}
      {saves.error ? <Alert tone="error">{saves.error}</Alert> : null}
      <form
        onSubmit={(e) => e.preventDefault()}
        data-hydrated={hydrated || undefined}
        aria-label={`${CONTENT_COLLECTIONS[collection].label}: ${item?.name ?? 'new item'}`}
      >
        <SchemaForm key={seed} collection={collection} form={form} refOptions={refOptions} uploadImage={uploadImage} />
        <ItemActions
          item={item}
          singleton={singleton}
          deletable={collection !== 'pages'}
          busy={saves.busy}
          onSave={() => void saves.save('save')}
          onPublish={() => void saves.save('publish')}
          onPreview={() => setDialog('preview')}
          onUnpublish={() => void saves.unpublish()}
          onDiscard={() => void saves.discard()}
          onDelete={() => setDialog('delete')}
        />
      </form>
      {dialog === 'preview' && item ? (
        <ContentPreviewDialog
          collection={collection}
          id={item._id}
          beforeCreate={async () => !form.formState.isDirty || (await saves.save('save')) !== null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete ${item?.name ?? 'this item'}?`}
        busy={saves.busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void saves.remove();
        }}
      >
        <p>It leaves the site and the editor. Items that point at it keep it from being deleted.</p>
      </ConfirmDialog>
    </div>
  );
}
