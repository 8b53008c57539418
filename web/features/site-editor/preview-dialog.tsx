import type { CollectionName } from '@contract/content/index';
import { PreviewLinkDialog } from '~/components/preview-link-dialog';
import { useApi } from '~/lib/api/use-api';

/** A content item's preview link (decisions 050, 072): the form is saved first (a published item's change stays pending). */
export function ContentPreviewDialog({
  collection,
  id,
  beforeCreate,
  onClose,
}: {
  collection: CollectionName;
  id: string;
  /** Saves the form first; false when the save failed. */
  beforeCreate: () => Promise<boolean>;
  onClose: () => void;
}) {
  const api = useApi();
  return (
    <PreviewLinkDialog
      title="Preview link"
      shows="sees the page with this item as saved now"
      links={{
        create: () => api.content.preview(collection, id),
        list: () => api.content.previews(collection, id),
        revoke: (previewId) => api.content.revokePreview(collection, id, previewId),
      }}
      beforeCreate={beforeCreate}
      onClose={onClose}
    />
  );
}
