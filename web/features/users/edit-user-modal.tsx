import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Role } from '@contract/choices';
import { inviteUserBody, type StaffUser } from '@contract/two-factor';
import type { UpdateUserBody } from '@contract/users';
import { Field } from '~/components/ui/field';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useReauthRetry } from '../auth/use-reauth-retry';
import { useFetcherDone } from '../staff/use-fetcher-done';
import { NameEmailFields } from './name-email-fields';
import { ProfileImageField } from './profile-image-field';
import { RoleSelect } from './role-select';
import { UserDialog, UserFormFrame } from './user-form-frame';
import type { UserChange, UserChangeResult } from './user-change';
import { STAFF_POST } from '../staff/staff-form-props';

export const OWN_ROLE_HINT = 'Another administrator changes your role.';

/** Only what changed is sent: a role or email change needs a fresh re-authentication, a phone change does not. */
function changedFields(user: StaffUser, values: Required<UpdateUserBody>): UpdateUserBody {
  const keys = ['name', 'email', 'phone', 'profileImage', 'role'] as const;
  return Object.fromEntries(keys.filter((k) => values[k] !== user[k]).map((k) => [k, values[k]])) as UpdateUserBody;
}

/** Edit a person: name, email, phone, photo and role (not one's own role). */
export function EditUserModal({ user, own, onClose, onSaved }: { user: StaffUser | null; own: boolean; onClose: () => void; onSaved: () => void }) {
  return (
    <UserDialog open={user !== null} onClose={onClose} title={user ? `Edit ${user.name}` : 'Edit'}>
      {(nameRef, onBusy) =>
        user ? <EditUserForm key={user._id} user={user} own={own} nameRef={nameRef} onBusy={onBusy} onCancel={onClose} onSaved={onSaved} /> : null
      }
    </UserDialog>
  );
}

interface EditUserFormProps {
  user: StaffUser;
  own: boolean;
  nameRef: React.RefObject<HTMLInputElement | null>;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

function EditUserForm({ user, own, nameRef, onBusy, onCancel, onSaved }: EditUserFormProps) {
  const id = useId();
  const fetcher = useFetcher<UserChangeResult>();
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);
  const { form, fieldError, submit } = useSchemaForm({
    schema: inviteUserBody,
    defaultValues: { name: user.name, email: user.email, phone: user.phone, profileImage: user.profileImage, role: user.role as Role },
  });
  // A role or email change may need the password again: asked in place, then sent once more.
  const { submit: send, dialog } = useReauthRetry(fetcher);
  const saving = fetcher.state !== 'idle';
  const [profileImage, role] = form.watch(['profileImage', 'role']);
  useFetcherDone(fetcher, (result) => {
    onBusy(false);
    if (result.ok) return onSaved();
    if (result.reauth) return;
    if (result.field && result.field in form.getValues()) {
      form.setError(result.field as 'email', { type: 'server', message: result.error }, { shouldFocus: true });
    }
    setError(result.error);
  });

  const onSubmit = submit(
    (values) => {
      setError('');
      const changes = changedFields(user, values as Required<UpdateUserBody>);
      if (!Object.keys(changes).length) return onSaved();
      onBusy(true);
      const change: UserChange = { intent: 'update', id: user._id, user: changes };
      return send(change, STAFF_POST);
    },
    () => setError('Failed to update user'),
  );

  return (
    <UserFormFrame
      id={id}
      onSubmit={onSubmit}
      error={error}
      saving={saving}
      submitDisabled={uploading}
      submitLabel={saving ? 'Saving...' : 'Save changes'}
      onCancel={onCancel}
      reauthDialog={dialog}
    >
      <NameEmailFields
        id={id}
        name={form.register('name')}
        email={form.register('email')}
        nameRef={nameRef}
        errors={{ name: fieldError('name'), email: fieldError('email') }}
        emailHint="They sign in with it. The old address is told of the change."
      />
      <Field id={`${id}-phone`} label="Phone" error={fieldError('phone')}>
        {(c) => <input {...c} {...form.register('phone')} type="tel" autoComplete="off" />}
      </Field>
      {own ? (
        <p className="text-sm text-slate-700">{OWN_ROLE_HINT}</p>
      ) : (
        <RoleSelect id={`${id}-role`} field={form.register('role')} value={role} error={fieldError('role')} />
      )}
      <ProfileImageField value={profileImage ?? ''} onUploaded={(url) => form.setValue('profileImage', url)} onBusy={setUploading} />
    </UserFormFrame>
  );
}
