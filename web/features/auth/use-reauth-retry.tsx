import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FetcherWithComponents, SubmitOptions } from 'react-router';
import { isReauthRequired } from '~/lib/api/errors';
import { isReauthAnswer } from './reauth-answer';
import { ReauthDialog } from './reauth-dialog';

type Confirm = () => Promise<boolean>;

/**
 * The re-authentication dialog on demand: `confirm()` opens it and resolves true once the person
 * confirmed, false when they cancelled. `run(call)` makes an API call from the browser and, when it
 * is refused for a stale confirmation, asks and makes it once more.
 */
export function useReauthGate(): { confirm: Confirm; run: <T>(call: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [answer, setAnswer] = useState<((ok: boolean) => void) | null>(null);
  const confirm = useCallback<Confirm>(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)), []);
  const run = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (err) {
        if (!isReauthRequired(err) || !(await confirm())) throw err;
        return call();
      }
    },
    [confirm],
  );
  const close = (ok: boolean) => {
    answer?.(ok);
    setAnswer(null);
  };
  const dialog = <ReauthDialog open={answer !== null} onConfirmed={() => close(true)} onCancel={() => close(false)} />;
  return { confirm, run, dialog };
}

type Payload = Parameters<FetcherWithComponents<unknown>['submit']>[0];

/**
 * A fetcher whose action may answer `{ reauth: true }` (reauth-answer.server.ts): `submit` (or the
 * form's `onSubmit`) remembers the submission; on that answer the dialog opens, and once confirmed
 * the same submission is sent again, once. A second reauth answer is shown as the error: no loop.
 */
export function useReauthRetry<T>(fetcher: FetcherWithComponents<T>) {
  const { confirm, dialog } = useReauthGate();
  const last = useRef<{ payload: Payload; opts?: SubmitOptions } | null>(null);
  const retried = useRef(false);
  const asked = useRef<unknown>(null);

  const submit = useCallback(
    (payload: Payload, opts?: SubmitOptions) => {
      // A form's fields are read now: the retry sends what was submitted, not what the form holds later.
      const snapshot = typeof HTMLFormElement !== 'undefined' && payload instanceof HTMLFormElement ? new FormData(payload) : payload;
      last.current = { payload: snapshot, opts };
      retried.current = false;
      return fetcher.submit(snapshot, opts);
    },
    [fetcher],
  );

  /** For `<fetcher.Form onSubmit={onSubmit}>` (or a plain form): submits through `submit`. */
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const data = new FormData(form, submitter && (submitter as HTMLButtonElement).form === form ? submitter : undefined);
      void submit(data, {
        method: (form.getAttribute('method') ?? 'post') as SubmitOptions['method'],
        action: form.getAttribute('action') ?? undefined,
      });
    },
    [submit],
  );

  const data = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !isReauthAnswer(data) || asked.current === data || retried.current || !last.current) return;
    asked.current = data;
    void confirm().then((ok) => {
      if (!ok || !last.current) return;
      retried.current = true;
      void fetcher.submit(last.current.payload, last.current.opts);
    });
  }, [data, fetcher, confirm]);

  return { submit, onSubmit, dialog };
}
