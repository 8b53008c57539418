import { useRef, useState } from 'react';
import { useFetcher, useNavigate, useRevalidator } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import type { Blog, BlogConflict } from '@contract/blogs';
import type { PostStatus } from '@contract/post-fields';
import { showActionToast } from '~/features/staff/use-action-toast';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import { useApi } from '~/lib/api/use-api';
import { saveDraft, takeDraft } from './blog-draft';
import { SAVE_FAILED, savedToast, toSaveBody, valuesOf, type BlogFormValues, type BlogSaveResult, type SaveIntent } from './blog-save';
import type { MyVersion } from './conflict-dialog';
import type { useAutosave } from './use-autosave';

interface PostSaveOptions {
  post: Blog | undefined;
  form: UseFormReturn<BlogFormValues, unknown, unknown>;
  /** The schema form's submit: validates, then runs the save. */
  submit: (onValid: () => unknown, onFailure: (err: unknown) => void) => () => Promise<void>;
  storageKey: string;
  autosave: ReturnType<typeof useAutosave>;
  /** Replaces the form's values and the editor's content without counting as a change. */
  reseed: (values: BlogFormValues) => void;
  /** Runs a programmatic form change that is not the writer's (no autosave). */
  quietly: (change: () => void) => void;
}

/** A toast naming what the save did, with what it changed on the way and a "View post" link once the post is public. */
function announce(post: Blog, intent: SaveIntent, before: PostStatus | null) {
  showActionToast({
    toast: savedToast(post, intent, before),
    ...(post.notices?.length ? { details: post.notices } : {}),
    ...(post.status === 'published' ? { link: { href: `/blogs/${encodeURIComponent(post.slug)}`, label: 'View post' } } : {}),
  });
}

/**
 * The editor's explicit saves (decision 048): each intent posts to the route's action and the editor
 * stays open; the answer updates the state and version, or opens the conflict dialog (decision 049).
 */
export function usePostSave({ post, form, submit, storageKey, autosave, reseed, quietly }: PostSaveOptions) {
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const save = useFetcher<BlogSaveResult>();
  const [error, setError] = useState('');
  const [state, setState] = useState({ status: post?.status ?? ('draft' as PostStatus), publishAt: post?.publishAt ?? null, version: post?.version });
  const [hasCopy, setHasCopy] = useState(Boolean(post?.workingCopy));
  const [conflict, setConflict] = useState<Pick<BlogConflict, 'current' | 'changedBy'> | null>(null);
  const [taken, setTaken] = useState<MyVersion | null>(null);
  const lastSave = useRef<{ intent: SaveIntent; publishAt?: string }>({ intent: 'save' });

  useFetcherDone(save, (result) => {
    takeDraft(storageKey); // saved, or the form is still here with its values
    if (result.ok) {
      const saved = result.post;
      announce(saved, result.intent, post ? state.status : null);
      setConflict(null);
      setState({ status: saved.status, publishAt: saved.publishAt, version: saved.version });
      setHasCopy(false);
      autosave.saved(saved.version);
      quietly(() => form.setValue('slug', saved.slug));
      // A new post moves to its edit screen (no leave question: the handover state).
      if (!post) void navigate(`/blogs/edit/${encodeURIComponent(saved._id)}`, { replace: true, state: { handover: true } });
    } else if (result.conflict) {
      setConflict(result.conflict);
    } else {
      setError(result.error);
    }
  });

  function run(intent: SaveIntent, publishAt?: string, version = state.version) {
    lastSave.current = { intent, publishAt };
    setError('');
    void submit(
      () => {
        const values = form.getValues();
        // Kept until the action answers: if the session has ended, its redirect to sign-in leaves it for the way back.
        saveDraft(storageKey, values);
        const body = toSaveBody(values, intent, { ...state, version }, publishAt);
        return save.submit(JSON.parse(JSON.stringify({ intent, body })) as Record<string, string>, { method: 'post', encType: 'application/json' });
      },
      () => setError(SAVE_FAILED),
    )();
  }

  async function discard() {
    if (!post) return;
    try {
      await api.blogs.discardWorkingCopy(post._id);
      reseed(valuesOf({ ...post, workingCopy: null }));
      setHasCopy(false);
      autosave.saved(state.version ?? post.version);
      showActionToast({ toast: 'Changes discarded' });
      void revalidator.revalidate();
    } catch (err) {
      console.warn('discard failed', err);
      setError('Could not discard the changes. Please try again.');
    }
  }

  const mine = (): MyVersion => ({ title: form.getValues('title'), content: form.getValues('content') });

  return {
    state,
    saving: save.state !== 'idle',
    error,
    hasCopy,
    conflict,
    taken,
    run,
    discard,
    mine,
    closeTaken: () => setTaken(null),
    cancelConflict: () => setConflict(null),
    /** Resend the last save on their version: an explicit overwrite. */
    keepMine: () => conflict && run(lastSave.current.intent, lastSave.current.publishAt, conflict.current.version),
    /** Load their version; mine stays on screen to copy from. */
    takeTheirs: () => {
      if (!conflict) return;
      const { current } = conflict;
      setTaken(mine());
      reseed(valuesOf({ ...current, workingCopy: null }));
      setState({ status: current.status, publishAt: current.publishAt, version: current.version });
      autosave.saved(current.version);
      setConflict(null);
    },
  };
}
