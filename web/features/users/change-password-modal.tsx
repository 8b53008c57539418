import { useId, useRef, useState, type RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@contract/choices';
import { changeOwnPasswordBody, changePasswordBody, type PublicUser } from '@contract/users';
import { useReauthGate } from '~/features/auth/use-reauth-retry';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { PasswordStrength } from '~/components/ui/password-strength';
import { serverFieldErrors } from '~/lib/forms/server-errors';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useApi } from '~/lib/api/use-api';

interface ChangePasswordModalProps {
  user: PublicUser | null;
  /** The user is the one signed in: the current password is asked for (the API requires it). */
  own: boolean;
  onClose: () => void;
  onChanged: () => void;
  onFailed: (reason?: string) => void;
}

/**
 * SPEC.md's Change Password modal: new password, a show/hide toggle and the Change Password button,
 * and for one's own account the current password first. It is opened from the users table and from
 * the navigation bar of every staff screen (one's own password), so it calls the API itself from
 * its submit handler rather than one route's action. Another's password is a sensitive action
 * (decision 058): a stale confirmation is asked for over the form, then the change is sent again.
 */
export function ChangePasswordModal({ user, own, onClose, onChanged, onFailed }: ChangePasswordModalProps) {
  const api = useApi();
  const gate = useReauthGate();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const schema = own ? changeOwnPasswordBody : changePasswordBody;
  const { form, fieldError } = useSchemaForm({ schema, defaultValues: { password: '', currentPassword: '' } });
  const { ref: registerPassword, ...passwordField } = form.register('password');
  const password = form.watch('password');

  function close() {
    form.reset();
    setVisible(false);
    onClose();
  }
  // A refused password (the contract's rule) is a failure like the server's: the toast, and the message under the field.
  const onSubmit = form.handleSubmit(
    async (body) => {
      if (!user) return;
      setSaving(true);
      try {
        await gate.run(() => api.auth.changePassword(user._id, own ? body : { password: body.password }));
        form.reset();
        setVisible(false);
        onChanged();
      } catch (err) {
        const wrongCurrent = serverFieldErrors(err).find((e) => e.field === 'currentPassword');
        if (wrongCurrent) form.setError('currentPassword', { type: 'server', message: wrongCurrent.message }, { shouldFocus: true });
        onFailed(err instanceof Error ? err.message : undefined);
      } finally {
        setSaving(false);
      }
    },
    (errors) => onFailed(errors.currentPassword?.message ?? errors.password?.message),
  );

  return (
    <Modal open={user !== null} onClose={close} title="Change Password" busy={saving} initialFocus={inputRef}>
      {gate.dialog}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          For <span className="font-medium text-slate-900">{user?.name}</span> ({user?.email})
        </p>
        {own && (
          <CurrentPasswordField
            id={`${id}-current`}
            error={fieldError('currentPassword')}
            field={form.register('currentPassword')}
            focusRef={inputRef}
          />
        )}
        <Field
          id={`${id}-password`}
          label="New password"
          error={fieldError('password')}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Other sessions of this account are signed out.`}
        >
          {(c) => (
            <div className="flex items-stretch gap-2">
              <input
                {...c}
                {...passwordField}
                ref={(el) => {
                  registerPassword(el);
                  if (!own) inputRef.current = el;
                }}
                type={visible ? 'text' : 'password'}
                required
                minLength={PASSWORD_MIN_LENGTH}
                autoComplete="new-password"
              />
              {/* Names the action it performs now; no aria-pressed, which would contradict a changing name. */}
              <Button
                variant="secondary"
                size="sm"
                className="mt-1"
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-controls={c.id}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? 'Hide' : 'Show'}
              </Button>
            </div>
          )}
        </Field>
        <PasswordStrength password={password} userInputs={user ? [user.name, user.email] : []} />
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

/** One's own current password, asked first (and focused) when the account is the caller's. */
function CurrentPasswordField(props: { id: string; error?: string; field: UseFormRegisterReturn; focusRef: RefObject<HTMLInputElement | null> }) {
  const { ref, ...field } = props.field;
  return (
    <Field id={props.id} label="Current password" error={props.error}>
      {(c) => (
        <input
          {...c}
          {...field}
          ref={(el) => {
            ref(el);
            props.focusRef.current = el;
          }}
          type="password"
          required
          autoComplete="current-password"
        />
      )}
    </Field>
  );
}
