import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkingCopyBody, WorkingCopyConflict } from '@contract/blog-revisions';
import { WorkingCopyConflictError } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';
import { AUTOSAVE_MAX_WAIT_MS, createAutosaveTimer } from './autosave-timer';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'kept' }
  | { kind: 'offline' }
  | { kind: 'conflict'; conflict: WorkingCopyConflict };

interface AutosaveOptions {
  /** The post being edited; a new post (none yet) is kept in this tab until its first save (decision 048). */
  postId: string | undefined;
  /** The version the editor was loaded on, and the working copy's version when it opened on one. */
  baseVersion: number;
  copyVersion: number | undefined;
  /** The working copy's body from the form's current values. */
  body: () => Omit<WorkingCopyBody, 'baseVersion' | 'copyVersion'>;
  /** Kept in this tab: a new post before its first save, and any post while the API cannot be reached (and before a sign-in). */
  keepLocally: () => void;
}

/**
 * Autosave of the working copy (decision 048): after each change, 3 s after typing stops and at least
 * every 15 s; `dirty` while a change is not yet acknowledged by an autosave or a save (the leave
 * guard reads it). A new post is kept in this tab (it stays dirty: nothing is on the server yet).
 * Offline → kept in this tab and retried; someone else's autosave → stops (409).
 */
export function useAutosave({ postId, baseVersion, copyVersion, body, keepLocally }: AutosaveOptions) {
  const api = useApi();
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  const edits = useRef(0);
  const copy = useRef({ baseVersion, copyVersion });
  const latest = useRef({ body, keepLocally, postId, api });
  latest.current = { body, keepLocally, postId, api };
  const stopped = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(async () => {
    const { postId: id, body: read, api: client, keepLocally: keep } = latest.current;
    clearTimeout(retry.current);
    if (stopped.current) return;
    if (!id) {
      keep();
      setStatus({ kind: 'kept' });
      return;
    }
    const editsAtStart = edits.current;
    setStatus({ kind: 'saving' });
    try {
      const saved = await client.blogs.saveWorkingCopy(id, { ...read(), ...copy.current });
      copy.current.copyVersion = saved.copyVersion;
      setStatus({ kind: 'saved', at: saved.updatedAt });
      if (edits.current === editsAtStart) setDirty(false);
    } catch (err) {
      if (err instanceof WorkingCopyConflictError) {
        stopped.current = true;
        setStatus({ kind: 'conflict', conflict: err.conflict });
        return;
      }
      keep();
      setStatus({ kind: 'offline' });
      clearTimeout(retry.current);
      retry.current = setTimeout(() => void save(), AUTOSAVE_MAX_WAIT_MS);
    }
  }, []);

  const timer = useRef<ReturnType<typeof createAutosaveTimer> | null>(null);
  useEffect(() => {
    timer.current = createAutosaveTimer(() => void save());
    return () => {
      timer.current?.cancel();
      clearTimeout(retry.current);
    };
  }, [save]);

  return {
    status,
    dirty,
    /** After every edit of the form. */
    changed() {
      edits.current += 1;
      setDirty(true);
      if (!stopped.current) timer.current?.change();
    },
    /** Saves the working copy now (Ctrl+S on a published post, Preview). */
    async flush() {
      timer.current?.cancel();
      await save();
    },
    /** After an explicit save: the post has a new version and no working copy. */
    saved(version: number) {
      timer.current?.cancel();
      clearTimeout(retry.current);
      copy.current = { baseVersion: version, copyVersion: undefined };
      stopped.current = false;
      setDirty(false);
      setStatus({ kind: 'idle' });
    },
    /** After "Discard changes" or a conflict resolved by reloading. */
    reset(version: number, nextCopyVersion?: number) {
      copy.current = { baseVersion: version, copyVersion: nextCopyVersion };
      stopped.current = false;
      setStatus({ kind: 'idle' });
    },
  };
}
