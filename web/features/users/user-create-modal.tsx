import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Role } from '@contract/choices';
import { Field } from '~/components/ui/field';
import { PasswordStrength } from '~/components/ui/password-strength';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { NameEmailFields } from './name-email-fields';
import { ProfileImageField } from './profile-image-field';
import { RoleSelect } from './role-select';
import { UserDialog, UserFormFrame } from './user-form-frame';
import { useReauthRetry } from '../auth/use-reauth-retry';
import { useFetcherDone } from '../staff/use-fetcher-done';
import { createUserForm, type UserChange, type UserChangeResult } from './user-change';
import { STAFF_POST } from '../staff/staff-form-props';

/** SPEC.md's message when a required field is empty (the schema names each field under it too). */
export const REQUIRED_MESSAGE = 'Name, email, and password are required.';
/** The same when sending an invitation, which has no password field. */
export const INVITE_REQUIRED_MESSAGE = 'Name and email are required.';

type Mode = 'password' | 'invite';

/** SPEC.md's 'Create New User' modal; `onCreated` closes it and shows the toast (the list reloads by itself). */
export function UserCreateModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (mode: Mode) => void }) {
  return (
    <UserDialog open={open} onClose={onClose} title="Create New User">
      {(nameRef, onBusy) => <UserCreateForm nameRef={nameRef} onBusy={onBusy} onCancel={onClose} onCreated={onCreated} />}
    </UserDialog>
  );
}

interface UserCreateFormProps {
  nameRef: React.RefObject<HTMLInputElement | null>;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onCreated: (mode: Mode) => void;
}

function UserCreateForm({ nameRef, onBusy, onCancel, onCreated }: UserCreateFormProps) {
  const id = useId();
  const fetcher = useFetcher<UserChangeResult>();
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);
  const { form, fieldError, submit } = useSchemaForm({
    schema: createUserForm,
    defaultValues: { mode: 'password' as Mode, name: '', email: '', password: '', phone: '', role: 'user' as Role, profileImage: '' },
  });
  // Making or inviting an account needs a recent re-authentication (decision 058): asked in place, then sent once more.
  const { submit: send, dialog } = useReauthRetry(fetcher);
  const saving = fetcher.state !== 'idle';
  const [name, email, password, profileImage, mode, role] = form.watch(['name', 'email', 'password', 'profileImage', 'mode', 'role']);
  const inviting = mode === 'invite';
  useFetcherDone(fetcher, (result) => {
    onBusy(false);
    if (result.ok) onCreated(inviting ? 'invite' : 'password');
    else if (!result.reauth) setError(result.error);
  });

  const { errors, isSubmitted } = form.formState;
  const required = inviting ? (['name', 'email'] as const) : (['name', 'email', 'password'] as const);
  const requiredMissing = isSubmitted && required.some((k) => errors[k] && !(form.getValues(k) ?? '').trim());
  const banner = error || (requiredMissing ? (inviting ? INVITE_REQUIRED_MESSAGE : REQUIRED_MESSAGE) : '');

  const onSubmit = submit(
    (values) => {
      setError('');
      onBusy(true);
      const { mode: chosen, password: chosenPassword, ...fields } = values;
      const change: UserChange =
        chosen === 'invite' ? { intent: 'invite', user: fields } : { intent: 'create', user: { ...fields, password: chosenPassword ?? '' } };
      return send(change, STAFF_POST);
    },
    () => setError('Registration failed'),
  );

  return (
    <UserFormFrame
      id={id}
      onSubmit={onSubmit}
      error={banner}
      saving={saving}
      submitDisabled={uploading || !name || !email || (!inviting && !password)}
      submitLabel={saving ? (inviting ? 'Sending...' : 'Creating...') : inviting ? 'Send Invitation' : 'Create User'}
      onCancel={onCancel}
      reauthDialog={dialog}
    >
      <NameEmailFields
        id={id}
        name={form.register('name')}
        email={form.register('email')}
        nameRef={nameRef}
        errors={{ name: fieldError('name'), email: fieldError('email') }}
      />
      <AccessChoice
        id={id}
        inviting={inviting}
        modeField={form.register('mode')}
        passwordField={form.register('password')}
        passwordError={fieldError('password')}
        strengthInputs={{ password: password ?? '', userInputs: [name, email] }}
      />
      <Field id={`${id}-phone`} label="Phone" error={fieldError('phone')}>
        {(c) => <input {...c} {...form.register('phone')} type="tel" autoComplete="off" />}
      </Field>
      <RoleSelect id={`${id}-role`} field={form.register('role')} value={role} error={fieldError('role')} />
      <ProfileImageField value={profileImage} onUploaded={(url) => form.setValue('profileImage', url)} onBusy={setUploading} />
    </UserFormFrame>
  );
}

interface AccessChoiceProps {
  id: string;
  inviting: boolean;
  modeField: UseFormRegisterReturn;
  passwordField: UseFormRegisterReturn;
  passwordError: string | undefined;
  strengthInputs: { password: string; userInputs: string[] };
}

/** How the new person gets in: a password set here (SPEC's form), or an emailed invitation to choose one. */
function AccessChoice({ id, inviting, modeField, passwordField, passwordError, strengthInputs }: AccessChoiceProps) {
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">How they get in</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="password" {...modeField} /> Set a password
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value="invite" {...modeField} /> Send an invitation
          </label>
        </div>
      </fieldset>
      {inviting ? (
        <p className="text-sm text-slate-700">They get an email with a link to choose their own password. The link works once, for 7 days.</p>
      ) : (
        <>
          <Field
            id={`${id}-password`}
            label="Password"
            error={passwordError}
            hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; spaces are fine. Common passwords and ones holding the name or email are refused.`}
          >
            {(c) => <input {...c} {...passwordField} type="password" required minLength={PASSWORD_MIN_LENGTH} autoComplete="new-password" />}
          </Field>
          <PasswordStrength {...strengthInputs} />
        </>
      )}
    </>
  );
}
