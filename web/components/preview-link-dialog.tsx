import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';

interface MadeLink {
  _id: string;
  url: string;
  expiresAt: string;
}

interface ListedLink {
  _id: string;
  createdByName: string;
  expiresAt: string;
  revoked: boolean;
}

/** How a dialog reaches one thing's preview links (a post's, a content item's). */
export interface PreviewLinks {
  create: () => Promise<MadeLink>;
  list: () => Promise<ListedLink[]>;
  revoke: (previewId: string) => Promise<unknown>;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A preview link (decisions 050, 072): made when the dialog opens, after the text on screen is
 * saved; opened by a plain link (a popup after an await would be blocked), copied, or revoked with
 * the thing's other live links. The post editor and the site editor both open this one.
 */
export function PreviewLinkDialog({
  title,
  shows,
  links,
  beforeCreate,
  onClose,
}: {
  title: string;
  /** What the link's reader sees, finishing "Anyone with this link …". */
  shows: string;
  links: PreviewLinks;
  /** Saves the form first, so the link shows what is on screen; false when that save failed. */
  beforeCreate: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [created, setCreated] = useState<MadeLink | null>(null);
  const [list, setList] = useState<ListedLink[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    let open = true;
    void (async () => {
      try {
        if (!(await beforeCreate())) {
          if (open) setError('Save first: the preview shows the saved text.');
          return;
        }
        const made = await links.create();
        const now = await links.list();
        if (!open) return;
        setCreated({ ...made, url: new URL(made.url, window.location.origin).href });
        setList(now);
      } catch (err) {
        console.warn('preview link failed', err);
        if (open) setError('Could not make a preview link. Please try again.');
      }
    })();
    return () => {
      open = false;
    };
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function revoke(previewId: string) {
    try {
      await links.revoke(previewId);
      setList(await links.list());
      if (created?._id === previewId) setCreated(null);
    } catch (err) {
      console.warn('revoke failed', err);
      setError('Could not revoke the link. Please try again.');
    }
  }

  const working = list.filter((l) => !l.revoked && Date.parse(l.expiresAt) > Date.now());
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
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
      {created ? <MadeLinkPanel link={created} shows={shows} /> : !error ? <p role="status">Making a preview link…</p> : null}
      <LiveLinks links={working} onRevoke={(previewId) => void revoke(previewId)} />
    </Modal>
  );
}

/** The link just made: what it shows and until when, the link itself, Open and Copy. */
function MadeLinkPanel({ link, shows }: { link: MadeLink; shows: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-3">
      <p>
        Anyone with this link {shows}, until {day(link.expiresAt)}. It is not listed anywhere.
      </p>
      <input readOnly value={link.url} aria-label="Preview link" className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-sm" />
      <div className="flex gap-2">
        <a
          href={link.url}
          target="_blank"
          rel="noopener"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Open preview
        </a>
        <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(link.url).then(() => setCopied(true))}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  );
}

/** The links that still work, each with who made it, its expiry and Revoke. */
function LiveLinks({ links, onRevoke }: { links: ListedLink[]; onRevoke: (id: string) => void }) {
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
