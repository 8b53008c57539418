import { useEffect, useRef } from 'react';
import { blogBody, type Blog } from '@contract/blogs';
import { showActionToast } from '~/features/staff/use-action-toast';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { draftKey, saveDraft, takeDraft } from './blog-draft';
import { EMPTY_POST, formToBody, valuesOf, type BlogFormValues } from './blog-save';
import { useAutosave } from './use-autosave';
import { useImageUpload } from './use-image-upload';
import { useLeaveGuard } from './use-leave-guard';
import { usePostSave } from './use-post-save';
import { useRestoredDraft } from './use-restored-draft';
import { useSaveShortcut } from './use-save-shortcut';

/**
 * The editor's state: the form, what survives a sign-in, autosave of the working copy, explicit
 * saves, the leave question and Ctrl/Cmd+S, wired together for `BlogForm`.
 */
export function useBlogEditor(post: Blog | undefined) {
  const area = useRef<HTMLDivElement>(null);
  const storageKey = draftKey(post?._id);
  const initial = post ? valuesOf(post) : EMPTY_POST;
  const { form, fieldError, submit } = useSchemaForm({ schema: blogBody, defaultValues: initial, toBody: formToBody });
  // Changes the program makes (a slug the server chose, a version taken) are not the writer's: no autosave.
  const programmatic = useRef(false);
  const quietly = (change: () => void) => {
    programmatic.current = true;
    change();
    programmatic.current = false;
  };
  const { editorSeed, restored, reseed } = useRestoredDraft(storageKey, initial.content, (draft) => form.reset(draft), !post);
  const keepDraft = () => saveDraft(storageKey, form.getValues());
  const images = useImageUpload(keepDraft);
  const statusRef = useRef({ status: post?.status ?? 'draft', publishAt: post?.publishAt ?? null });
  const autosave = useAutosave({
    postId: post?._id,
    baseVersion: post?.version ?? 1,
    copyVersion: post?.workingCopy?.copyVersion,
    body: () => ({ ...formToBody(form.getValues()), ...statusRef.current }),
    keepLocally: keepDraft,
  });
  const saves = usePostSave({ post, form, submit, storageKey, autosave, reseed: (v: BlogFormValues) => quietly(() => reseed(v)), quietly });
  statusRef.current = { status: saves.state.status, publishAt: saves.state.publishAt };
  // Leaving a new post on purpose drops the copy kept in this tab; a reload keeps it (decision 048).
  const leaveDialog = useLeaveGuard(autosave.dirty || saves.saving, () => {
    if (!post) takeDraft(storageKey);
  });

  useEffect(() => {
    const watching = form.watch(() => {
      if (!programmatic.current) autosave.changed();
    });
    return () => watching.unsubscribe();
    // The form and the autosave live as long as the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Restored text (a reload before a new post's first save, a sign-in) is on no server yet: unsaved.
  useEffect(() => {
    if (restored) autosave.changed();
    // Once, when the draft comes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);

  // Ctrl/Cmd+S keeps the state (D9): a published post's changes go to its working copy, never live.
  useSaveShortcut(area, () => {
    if (saves.state.status !== 'published') return saves.run('save');
    void autosave.flush().then(() => showActionToast({ toast: 'Changes saved — not published until you Update' }));
  });

  return { area, form, fieldError, editorSeed, restored, images, autosave, saves, leaveDialog, keepDraft };
}
