import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { barKeys } from './bar-keys';

/** A link that leaves the site: absolute on another origin, or a bare domain (https:// is added). */
function isExternal(value: string): boolean {
  if (!value || /^(\/|#|mailto:)/i.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return true;
  try {
    return new URL(value).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/** Under the toolbar: the link's address, Apply (Enter) and Remove; Escape goes back to the text. */
export function LinkBar({ editor, href, rel, active, onDone }: { editor: Editor; href: string; rel: string; active: boolean; onDone: () => void }) {
  const [url, setUrl] = useState(href);
  const [nofollow, setNofollow] = useState(/\bnofollow\b/.test(rel));
  // Site links (relative or this origin) never carry rel; the server applies the same rule (decision 052).
  const external = isExternal(url.trim());
  const chain = () => editor.chain().focus().extendMarkRange('link');

  function apply() {
    const value = url.trim();
    if (!value) chain().unsetLink().run();
    else
      chain()
        .setLink({ href: /^(https?:|mailto:|\/|#)/i.test(value) ? value : `https://${value}`, rel: external && nofollow ? 'nofollow' : null })
        .run();
    onDone();
  }

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 p-2">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        Link URL
        <input
          type="url"
          value={url}
          autoFocus
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={barKeys(apply, () => {
            onDone();
            editor.commands.focus();
          })}
          placeholder="https://example.com"
          className="h-9 w-72 max-w-full rounded-md border border-slate-300 px-2"
        />
      </label>
      {external && (
        <label className="flex items-center gap-1 text-sm text-slate-800">
          <input type="checkbox" checked={nofollow} onChange={(e) => setNofollow(e.target.checked)} />
          Add nofollow
        </label>
      )}
      <button type="button" onClick={apply} className="h-9 rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800">
        Apply link
      </button>
      {active && (
        <button
          type="button"
          onClick={() => {
            chain().unsetLink().run();
            onDone();
          }}
          className="h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800"
        >
          Remove link
        </button>
      )}
    </div>
  );
}
