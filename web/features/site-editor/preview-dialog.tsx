import { useEffect, useState } from 'react';
import type { CollectionName } from '@contract/content/index';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { LiveLinks } from '~/features/blog-editor/preview-dialog';
import { useApi } from '~/lib/api/use-api';

type Link = { _id: string; createdByName: string; createdAt: string; expiresAt: string; revoked: boolean };

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A preview link of an item (decisions 050, 072): made when the dialog opens, after the form's text
 * is saved (a published item's change stays pending); opened, copied, or revoked with the item's other links.
 */
export function ContentPreviewDialog({
  collection,
  id,
  beforeCreate,
  onClose,
}: {
  collection: CollectionName;
  id: string;
  /** Saves the form first, so the link shows what is on screen; false when the save failed. */
  beforeCreate: () => Promise<boolean>;
  onClose: () => void;
}) {
  const api = useApi();
  const [url, setUrl] = useState<{ _id: string; url: string; expiresAt: string } | null>(null);
  const [links, setLinks] = useState<Link[]>([]);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        if (!(await beforeCreate())) {
          if (live) setError('Save the item first: the preview shows its saved text.');
          return;
        }
        const made = await api.content.preview(collection, id);
        const list = await api.content.previews(collection, id);
        if (!live) return;
        setUrl({ _id: made._id, url: new URL(made.url, window.location.origin).href, expiresAt: made.expiresAt });
        setLinks(list);
      } catch (err) {
        console.warn('preview link failed', err);
        if (live) setError('Could not make a preview link. Please try again.');
      }
    })();
    return () => {
      live = false;
    };
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  async function revoke(previewId: string) {
    try {
      await api.content.revokePreview(collection, id, previewId);
      setLinks(await api.content.previews(collection, id));
      if (url?._id === previewId) setUrl(null);
    } catch (err) {
      console.warn('revoke failed', err);
      setError('Could not revoke the link. Please try again.');
    }
  }

  const working = links.filter((l) => !l.revoked && Date.parse(l.expiresAt) > Date.now());
  return (
    <Modal
      open
      onClose={onClose}
      title="Preview link"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : url ? (
        <div className="space-y-3">
          <p>Anyone with this link sees the page with this item as saved now, until {day(url.expiresAt)}. It is not listed anywhere.</p>
          <input readOnly value={url.url} aria-label="Preview link" className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-sm" />
          <div className="flex gap-2">
            <a
              href={url.url}
              target="_blank"
              rel="noopener"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              Open preview
            </a>
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(url.url).then(() => setCopied(true))}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </div>
        </div>
      ) : (
        <p role="status">Making a preview link…</p>
      )}
      <LiveLinks links={working} onRevoke={(previewId) => void revoke(previewId)} />
    </Modal>
  );
}
