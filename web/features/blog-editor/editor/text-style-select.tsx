import type { Editor } from '@tiptap/react';

type Level = 1 | 2 | 3;

/** SPEC.md's heading levels 1-3 or normal text. */
export function TextStyleSelect({ editor, level }: { editor: Editor; level: number }) {
  return (
    <select
      aria-label="Text style"
      value={level}
      onChange={(e) => {
        const next = Number(e.target.value);
        if (next === 0) editor.chain().focus().setParagraph().run();
        else
          editor
            .chain()
            .focus()
            .setHeading({ level: next as Level })
            .run();
      }}
      className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
    >
      <option value={0}>Normal</option>
      <option value={1}>Heading 1</option>
      <option value={2}>Heading 2</option>
      <option value={3}>Heading 3</option>
    </select>
  );
}
