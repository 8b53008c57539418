import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export const UPLOADING_IMAGE_LABEL = 'Uploading image…';

type PlaceholderAction = { add: { id: string; pos: number } } | { remove: string };

const key = new PluginKey<DecorationSet>('uploadPlaceholders');
let nextId = 0;

/** What the writer sees where a pasted or dropped image file will go (a live region, so it is announced). */
function placeholderElement(): HTMLElement {
  const box = document.createElement('span');
  box.setAttribute('role', 'status');
  box.setAttribute('data-upload-placeholder', '');
  box.className = 'my-4 flex h-24 animate-pulse items-center justify-center rounded-md bg-slate-100 text-sm text-slate-700';
  box.textContent = UPLOADING_IMAGE_LABEL;
  return box;
}

/**
 * Placeholders of image files being uploaded: widget decorations, so they are never part of the
 * document (the saved HTML cannot hold one) and move with the text typed around them.
 */
export const UploadPlaceholders = Extension.create({
  name: 'uploadPlaceholders',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const mapped = set.map(tr.mapping, tr.doc);
            const action = tr.getMeta(key) as PlaceholderAction | undefined;
            if (!action) return mapped;
            if ('add' in action) return mapped.add(tr.doc, [Decoration.widget(action.add.pos, placeholderElement, { id: action.add.id })]);
            return mapped.remove(mapped.find(undefined, undefined, (spec) => spec.id === action.remove));
          },
        },
        props: { decorations: (state) => key.getState(state) },
      }),
    ];
  },
});

interface ViewLike {
  state: EditorState;
  dispatch: (tr: EditorState['tr']) => void;
}

/** Shows a placeholder at `pos`; answers its id. */
export function addUploadPlaceholder(view: ViewLike, pos: number): string {
  const id = `upload-${(nextId += 1)}`;
  view.dispatch(view.state.tr.setMeta(key, { add: { id, pos } } satisfies PlaceholderAction));
  return id;
}

/** Where the placeholder is now (text typed before it moves it), or null once it is gone. */
export function uploadPlaceholderPos(state: EditorState, id: string): number | null {
  const found = key.getState(state)?.find(undefined, undefined, (spec) => spec.id === id);
  return found?.[0]?.from ?? null;
}

export function removeUploadPlaceholder(view: ViewLike, id: string): void {
  view.dispatch(view.state.tr.setMeta(key, { remove: id } satisfies PlaceholderAction));
}
