import { useId, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../contract/choices';
import type { PublicUser } from '../../../contract/users';
import { useApi } from '../../lib/use-api';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { inputClass } from './field';

/** SPEC.md's Change Password modal: new password, a show/hide toggle and the Change Password button. */
export function ChangePasswordModal({
  user,
  onClose,
  onChanged,
  onFailed,
}: {
  user: PublicUser | null;
  onClose: () => void;
  onChanged: () => void;
  onFailed: (reason?: string) => void;
}) {
  const api = useApi();
  const id = useId();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  function close() {
    setPassword('');
    setVisible(false);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    setSaving(true);
    try {
      await api.auth.changePassword(user._id, { password });
      setPassword('');
      setVisible(false);
      onChanged();
    } catch (err) {
      onFailed(err instanceof Error ? err.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={user !== null} onClose={close} title="Change Password" busy={saving} initialFocus={inputRef}>
      <form onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-700">
          For <span className="font-medium text-slate-900">{user?.name}</span> ({user?.email})
        </p>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-800">
            New password
          </label>
          <div className="flex items-stretch gap-2">
            <input
              ref={inputRef}
              id={`${id}-password`}
              type={visible ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              minLength={PASSWORD_MIN_LENGTH}
              autoComplete="new-password"
              aria-describedby={`${id}-hint`}
              className={inputClass}
            />
            {/* Names the action it performs now; no aria-pressed, which would contradict a changing name. */}
            <Button
              variant="secondary"
              size="sm"
              className="mt-1"
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-controls={`${id}-password`}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? 'Hide' : 'Show'}
            </Button>
          </div>
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
            At least {PASSWORD_MIN_LENGTH} characters. Other sessions of this account are signed out.
          </p>
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || !password}>
            {saving ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
