import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { PASSKEY_NAME_MESSAGE, type Passkey } from '@contract/passkeys';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Field } from '~/components/ui/field';
import { useApi } from '~/lib/api/use-api';
import { useReauthGate } from './use-reauth-retry';
import { createPasskey, passkeyError, usePasskeyRpId, usePasskeySupport } from './webauthn-browser';

const FAILED = 'Could not change your passkeys. Please try again.';

/** One row: its name (renamed in place), when added and last used, synced or on one device. */
function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: (name: string) => Promise<boolean>; onRemove: () => void }) {
  const { dateTime: localDateTime } = useLocalTime();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (await onRename(name)) setEditing(false);
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="passkey-row">
      {editing ? (
        <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-2">
          <Field id={`${id}-name`} label="Passkey name">
            {(c) => <input {...c} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required />}
          </Field>
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => (setName(passkey.name), setEditing(false))}>
            Cancel
          </Button>
        </form>
      ) : (
        <div>
          <p className="font-medium text-slate-900">{passkey.name}</p>
          <p className="text-sm text-slate-700">
            Added {localDateTime(passkey.createdAt)} ·{' '}
            {passkey.lastUsedAt ? `last used ${localDateTime(passkey.lastUsedAt)}` : 'never used to sign in'} ·{' '}
            {passkey.deviceType === 'multiDevice' ? 'synced' : 'this device only'}
          </p>
        </div>
      )}
      {editing ? null : (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Rename ${passkey.name}`}>
            Rename
          </Button>
          <Button variant="danger" size="sm" onClick={onRemove} aria-label={`Remove ${passkey.name}`}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

/** The last change's outcome: what was done, or why not. */
function Outcome({ message, error }: { message: string; error: string }) {
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error}
      </p>
    );
  return message ? (
    <p role="status" className="text-green-800">
      {message}
    </p>
  ) : null;
}

/** A name (optional) and this device's authenticator; where the browser cannot, why not. */
function AddPasskey({ busy, onAdd }: { busy: boolean; onAdd: (name: string) => Promise<boolean> }) {
  const id = useId();
  const supported = usePasskeySupport();
  const rpId = usePasskeyRpId();
  const [name, setName] = useState('');
  if (!supported)
    return (
      <p className="text-sm text-slate-700">
        Passkeys can be added at {rpId ?? "the site's own address"} over https, in a browser that supports them: not on this address.
      </p>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await onAdd(name.trim())) setName('');
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
      <Field id={`${id}-new-name`} label="Passkey name" optional hint="For example: Work laptop">
        {(c) => <input {...c} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Waiting for your device...' : 'Add a passkey'}
      </Button>
    </form>
  );
}

/**
 * The security page's passkeys (decision 060): the list, adding one with this device's
 * authenticator, renaming and removing (each change confirmed as you, in place, when due).
 */
export function PasskeysSection() {
  const api = useApi();
  const id = useId();
  const { run, dialog } = useReauthGate();
  const [list, setList] = useState<Passkey[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const reload = useCallback(() => api.passkeys.list().then(setList), [api]);
  useEffect(() => {
    reload().catch((err: unknown) => setError(passkeyError(err, 'Could not load your passkeys.')));
  }, [reload]);

  async function change(what: () => Promise<string>): Promise<boolean> {
    setError('');
    setMessage('');
    setBusy(true);
    try {
      setMessage(await what());
      await reload();
      return true;
    } catch (err) {
      setError(passkeyError(err, FAILED));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const add = (name: string) =>
    change(async () => {
      const { flow, options } = await run(() => api.passkeys.registrationOptions());
      const response = await createPasskey(options);
      const added = await api.passkeys.register({ flow, response, ...(name ? { name } : {}) });
      return `Passkey "${added.name}" added`;
    });
  const rename = (passkey: Passkey) => (next: string) => {
    if (!next.trim()) {
      setError(PASSKEY_NAME_MESSAGE);
      return Promise.resolve(false);
    }
    return change(async () => {
      const renamed = await run(() => api.passkeys.rename(passkey._id, { name: next }));
      return `Passkey renamed to "${renamed.name}"`;
    });
  };
  const remove = async () => {
    const target = removing;
    if (!target) return;
    await change(async () => (await run(() => api.passkeys.remove(target._id))).message);
    setRemoving(null);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-3xl space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Passkeys
      </h2>
      <p className="text-slate-700">
        Sign in with your fingerprint, face or device PIN instead of a password: no email to type, nothing to phish. A passkey also counts as your
        second factor.
      </p>
      <Outcome message={message} error={error} />
      {list === null ? (
        <p className="text-sm text-slate-700">Loading your passkeys...</p>
      ) : list.length ? (
        <ul className="divide-y divide-slate-200" aria-label="Your passkeys">
          {list.map((p) => (
            <PasskeyRow key={p._id} passkey={p} onRename={rename(p)} onRemove={() => setRemoving(p)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">You have no passkeys yet.</p>
      )}
      <AddPasskey busy={busy} onAdd={add} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? `"${removing.name}" will no longer sign you in. Remove it from your device's passkey list too.` : ''}
      </ConfirmDialog>
      {dialog}
    </section>
  );
}
