import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, type Role } from '../../../contract/choices';
import { createUserBody } from '../../../contract/users';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Modal } from '~/components/ui/modal';
import { PasswordStrength } from '~/components/ui/password-strength';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { ProfileImageField } from './profile-image-field';
import { useFetcherDone } from './use-fetcher-done';
import type { UserChange, UserChangeResult } from './user-change';

/** SPEC.md's message when a required field is empty (the schema names each field under it too). */
export const REQUIRED_MESSAGE = 'Name, email, and password are required.';

/** SPEC.md's 'Create New User' modal; `onCreated` closes it and shows the toast (the list reloads by itself). */
export function UserCreateModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement | null>(null);
  return (
    <Modal open={open} onClose={onClose} title="Create New User" busy={busy} initialFocus={nameRef}>
      <UserCreateForm nameRef={nameRef} onBusy={setBusy} onCancel={onClose} onCreated={onCreated} />
    </Modal>
  );
}

interface UserCreateFormProps {
  nameRef: React.RefObject<HTMLInputElement | null>;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onCreated: () => void;
}

function UserCreateForm({ nameRef, onBusy, onCancel, onCreated }: UserCreateFormProps) {
  const id = useId();
  const fetcher = useFetcher<UserChangeResult>();
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);
  const { form, fieldError, submit } = useSchemaForm({
    schema: createUserBody,
    defaultValues: { name: '', email: '', password: '', phone: '', role: 'user' as Role, profileImage: '' },
  });
  const saving = fetcher.state !== 'idle';
  useFetcherDone(fetcher, (result) => {
    onBusy(false);
    if (result.ok) onCreated();
    else setError(result.error);
  });

  const [name, email, password, profileImage] = form.watch(['name', 'email', 'password', 'profileImage']);
  const { errors, isSubmitted } = form.formState;
  const requiredMissing = isSubmitted && (['name', 'email', 'password'] as const).some((k) => errors[k] && !form.getValues(k).trim());
  const banner = error || (requiredMissing ? REQUIRED_MESSAGE : '');
  const { ref: registerName, ...nameField } = form.register('name');

  const onSubmit = submit(
    (user) => {
      setError('');
      onBusy(true);
      const change: UserChange = { intent: 'create', user };
      return fetcher.submit(change, { method: 'post', encType: 'application/json' });
    },
    () => setError('Registration failed'),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={banner ? `${id}-error` : undefined}>
      {banner ? (
        <p id={`${id}-error`} role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {banner}
        </p>
      ) : null}
      <Field id={`${id}-name`} label="Name" error={fieldError('name')}>
        {(c) => (
          <input
            {...c}
            {...nameField}
            ref={(el) => {
              registerName(el);
              nameRef.current = el;
            }}
            required
            autoComplete="off"
          />
        )}
      </Field>
      <Field id={`${id}-email`} label="Email" error={fieldError('email')}>
        {(c) => <input {...c} {...form.register('email')} type="email" required autoComplete="off" />}
      </Field>
      <Field
        id={`${id}-password`}
        label="Password"
        error={fieldError('password')}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; spaces are fine. Common passwords and ones holding the name or email are refused.`}
      >
        {(c) => <input {...c} {...form.register('password')} type="password" required minLength={PASSWORD_MIN_LENGTH} autoComplete="new-password" />}
      </Field>
      <PasswordStrength password={password} userInputs={[name, email]} />
      <Field id={`${id}-phone`} label="Phone" error={fieldError('phone')}>
        {(c) => <input {...c} {...form.register('phone')} type="tel" autoComplete="off" />}
      </Field>
      <Field id={`${id}-role`} label="Role">
        {(c) => (
          <select {...c} {...form.register('role')}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r === 'admin' ? 'Admin' : 'User'}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ProfileImageField value={profileImage} onUploaded={(url) => form.setValue('profileImage', url)} onBusy={setUploading} />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={uploading || saving || !name || !email || !password}>
          {saving ? 'Creating...' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
