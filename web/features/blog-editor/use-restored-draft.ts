import { useEffect, useState } from 'react';
import { saveDraft, takeDraft } from './blog-draft';
import type { BlogFormValues } from './blog-save';

/**
 * After signing in again: brings back what was being written when the session ended. In an effect,
 * not in the first render, so the server's HTML and the browser's first render agree. The editor
 * reads its content once, when created: a restored draft re-creates it (a new `version` key), as
 * does `reseed` (their version taken after a conflict, changes discarded). `keepStored`: a new post's
 * copy stays stored after it is restored, so a second reload before its first save still finds it.
 */
export function useRestoredDraft(storageKey: string, initialContent: string, reset: (values: BlogFormValues) => void, keepStored = false) {
  const [editorSeed, setEditorSeed] = useState({ version: 0, content: initialContent });
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = takeDraft(storageKey);
    if (!draft) return;
    if (keepStored) saveDraft(storageKey, draft);
    reset(draft);
    setEditorSeed((seed) => ({ version: seed.version + 1, content: draft.content }));
    setRestored(true);
    // `reset` is the form's, stable for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);
  const reseed = (values: BlogFormValues) => {
    reset(values);
    setEditorSeed((seed) => ({ version: seed.version + 1, content: values.content }));
  };
  return { editorSeed, restored, reseed };
}
