import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { barKeys } from './bar-keys';

/** Under the toolbar while an image is selected: its alt text (Enter applies, Escape returns to the text). */
export function ImageAltBar({ editor, alt }: { editor: Editor; alt: string }) {
  const [value, setValue] = useState(alt);
  const apply = () => editor.chain().focus().updateAttributes('image', { alt: value.trim() }).run();
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 p-2">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        Alt text
        <input
          type="text"
          value={value}
          maxLength={250}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={barKeys(apply, () => editor.commands.focus())}
          placeholder="What the image shows"
          className="h-9 w-72 max-w-full rounded-md border border-slate-300 px-2"
        />
      </label>
      <button type="button" onClick={apply} className="h-9 rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800">
        Apply alt text
      </button>
      <span className="text-sm text-slate-600">Leave empty only for a decorative image.</span>
    </div>
  );
}
