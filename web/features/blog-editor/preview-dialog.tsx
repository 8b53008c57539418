import { PreviewLinkDialog } from '~/components/preview-link-dialog';
import { useApi } from '~/lib/api/use-api';

/** A post's preview link (decision 050): the text in the editor is saved to the working copy first. */
export function PreviewDialog({ postId, beforeCreate, onClose }: { postId: string; beforeCreate: () => Promise<void>; onClose: () => void }) {
  const api = useApi();
  return (
    <PreviewLinkDialog
      title="Preview"
      shows="can read the post as it is in the editor now"
      links={{
        create: () => api.blogs.preview(postId),
        list: () => api.blogs.previews(postId),
        revoke: (previewId) => api.blogs.revokePreview(postId, previewId),
      }}
      beforeCreate={async () => {
        await beforeCreate();
        return true;
      }}
      onClose={onClose}
    />
  );
}
