import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ReauthMethod } from '@contract/reauth';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { useApiOrigin } from '~/lib/api/origin';
import { useApi } from '~/lib/api/use-api';
import { serverFieldErrors } from '~/lib/forms/server-errors';
import { CodeInput } from './code-input';
import { PasskeyReauthButton } from './passkey-reauth';

export const REAUTH_TITLE = "Confirm it's you";

interface ReauthDialogProps {
  open: boolean;
  /** The check went through: sensitive actions are allowed again for REAUTH_MINUTES. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * GitHub's sudo mode in place (decision 058): a sensitive action found the last check too old, so
 * the person confirms with their password (or a code from their app) without leaving the screen,
 * and the action is then retried by whoever opened this.
 */
export function ReauthDialog({ open, onConfirmed, onCancel }: ReauthDialogProps) {
  return open ? <OpenReauthDialog onConfirmed={onConfirmed} onCancel={onCancel} /> : null;
}

function OpenReauthDialog({ onConfirmed, onCancel }: Omit<ReauthDialogProps, 'open'>) {
  const api = useApi();
  const apiOrigin = useApiOrigin();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [methods, setMethods] = useState<ReauthMethod[] | null>(null);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.auth
      .reauthStatus()
      .then((status) => {
        if (!live) return;
        setMethods(status.methods);
        if (!status.methods.includes('password') && status.methods.includes('code')) setMode('code');
      })
      // Unknown: offer the password, which every account but an SSO-only one has.
      .catch(() => live && setMethods(['password']));
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    if (methods) inputRef.current?.focus();
  }, [methods, mode]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A dialog opened from inside another form is its child in React's tree: this submit is not that form's.
    event.stopPropagation();
    const value = String(new FormData(event.currentTarget).get(mode) ?? '');
    setBusy(true);
    setError(undefined);
    try {
      await api.auth.reauth(mode === 'password' ? { password: value } : { code: value });
      onConfirmed();
    } catch (err) {
      const field = serverFieldErrors(err)[0];
      setError(
        tooManyRequestsMessage(err) ??
          field?.message ??
          (err instanceof ApiRequestError ? err.messageOr('Could not confirm. Please try again.') : 'Could not confirm. Please try again.'),
      );
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const other = mode === 'password' ? 'code' : 'password';
  // An account with neither a password nor an app (single sign-on only) confirms with a passkey or the provider.
  const typed = methods === null || methods.includes('password') || methods.includes('code');
  return (
    <Modal open onClose={onCancel} title={REAUTH_TITLE} busy={busy} initialFocus={inputRef}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">This is a sensitive change. Confirm it is you, and it goes through.</p>
        {!typed ? null : mode === 'password' ? (
          <Field id={`${id}-password`} label="Your password" error={error}>
            {(c) => <input {...c} ref={inputRef} name="password" type="password" autoComplete="current-password" required />}
          </Field>
        ) : (
          <CodeInput ref={inputRef} id={`${id}-code`} label="Code from your app" error={error} />
        )}
        {methods?.includes(other) ? (
          <button type="button" className="text-sm text-brand-700 underline" onClick={() => (setError(undefined), setMode(other))}>
            {other === 'code' ? 'Use a code from your app' : 'Use your password'}
          </button>
        ) : null}
        {methods?.includes('passkey') ? <PasskeyReauthButton onConfirmed={onConfirmed} onError={setError} /> : null}
        {methods?.includes('oidc') ? (
          <p className="text-sm">
            {/* A full-page trip to the provider and back: the action is asked for again on return, now confirmed. */}
            <a
              className="text-brand-700 underline"
              href={`${apiOrigin}/api/auth/oidc/start?purpose=reauth&next=${encodeURIComponent(currentPath())}`}
            >
              Continue with single sign-on
            </a>
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          {typed ? (
            <Button type="submit" disabled={busy || methods === null}>
              {busy ? 'Confirming...' : 'Confirm'}
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);
