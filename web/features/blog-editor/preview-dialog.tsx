import { useEffect, useState } from 'react';
import type { PreviewCreated, PreviewListItem } from '@contract/blog-revisions';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { useApi } from '~/lib/api/use-api';

interface PreviewDialogProps {
  postId: string;
  /** Saves the editor's text to the working copy first, so the link shows what is on screen. */
  beforeCreate: () => Promise<void>;
  onClose: () => void;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A preview link (decision 050): made when the dialog opens, after the text on screen is saved to
 * the working copy; opened by a plain link (a popup after an await would be blocked), copied, or
 * revoked, with the post's other live links.
 */
export function PreviewDialog({ postId, beforeCreate, onClose }: PreviewDialogProps) {
  const api = useApi();
  const [created, setCreated] = useState<PreviewCreated | null>(null);
  const [links, setLinks] = useState<PreviewListItem[]>([]);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        await beforeCreate();
        const link = await api.blogs.preview(postId);
        const list = await api.blogs.previews(postId);
        if (!live) return;
        setCreated(link);
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
  }, [postId]);

  async function revoke(id: string) {
    try {
      await api.blogs.revokePreview(postId, id);
      setLinks(await api.blogs.previews(postId));
      if (created?._id === id) setCreated(null);
    } catch (err) {
      console.warn('revoke failed', err);
      setError('Could not revoke the link. Please try again.');
    }
  }

  const live = links.filter((l) => !l.revoked && Date.parse(l.expiresAt) > Date.now());
  return (
    <Modal
      open
      onClose={onClose}
      title="Preview"
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
      ) : null}
      {created ? (
        <div className="space-y-3">
          <p>Anyone with this link can read the post as it is in the editor now, until {day(created.expiresAt)}. It is not listed anywhere.</p>
          <input
            readOnly
            value={created.url}
            aria-label="Preview link"
            className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-sm"
          />
          <div className="flex gap-2">
            <a
              href={created.url}
              target="_blank"
              rel="noopener"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              Open preview
            </a>
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(created.url).then(() => setCopied(true))}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </div>
        </div>
      ) : !error ? (
        <p role="status">Making a preview link…</p>
      ) : null}
      <LiveLinks links={live} onRevoke={(id) => void revoke(id)} />
    </Modal>
  );
}

/** The post's links that still work, each with who made it, its expiry and Revoke. */
export function LiveLinks({ links, onRevoke }: { links: PreviewListItem[]; onRevoke: (id: string) => void }) {
  if (!links.length) return null;
  return (
    <section className="mt-4">
      <h3 className="font-semibold text-slate-900">Links that work now</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l._id} className="flex items-center gap-2">
            <span>
              Made by {l.createdByName}, works until {day(l.expiresAt)}
            </span>
            <Button size="sm" variant="ghost" onClick={() => onRevoke(l._id)}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
