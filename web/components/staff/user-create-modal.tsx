import { useId, useRef, useState, type FormEvent } from 'react';
import { IMAGE_MIME_TYPES, PASSWORD_MIN_LENGTH, ROLES, type Role } from '../../../contract/choices';
import { ApiRequestError } from '../../lib/api-error';
import { useApi } from '../../lib/use-api';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Field, inputClass } from './field';

const EMPTY = { name: '', email: '', password: '', phone: '', role: 'user' as Role, profileImage: '' };

/** SPEC.md's 'Create New User' modal; `onCreated` reloads the list and shows the toast. */
export function UserCreateModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const api = useApi();
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const [uploadError, setUploadError] = useState('');
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function close() {
    setForm(EMPTY);
    setError('');
    setUploadError('');
    onClose();
  }

  async function onImage(file: File | undefined) {
    setUploadError('');
    if (!file) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setUploadError('Please upload a valid image (PNG, JPEG, JPG)');
      return;
    }
    setUploading(true);
    try {
      const { secure_url } = await api.uploads.image(file, file.name);
      set('profileImage')(secure_url);
    } catch (err) {
      setUploadError(
        err instanceof ApiRequestError ? err.messageOr('Failed to upload image. Please try again.') : 'Failed to upload image. Please try again.',
      );
    } finally {
      setUploading(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (!form.name.trim() || !form.email.trim() || !form.password) {
      setError('Name, email, and password are required.');
      return;
    }
    setSaving(true);
    try {
      await api.users.create({ ...form, name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() });
      setForm(EMPTY);
      onCreated();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.messageOr('Registration failed') : 'Registration failed');
    } finally {
      setSaving(false);
    }
  }

  const missing = !form.name || !form.email || !form.password;
  return (
    <Modal open={open} onClose={close} title="Create New User" busy={saving} initialFocus={nameRef}>
      <form onSubmit={onSubmit} className="space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
        {error ? (
          <p id={`${id}-error`} role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <Field
          ref={nameRef}
          label="Name"
          id={`${id}-name`}
          value={form.name}
          onChange={(e) => set('name')(e.target.value)}
          required
          autoComplete="off"
        />
        <Field
          label="Email"
          id={`${id}-email`}
          type="email"
          value={form.email}
          onChange={(e) => set('email')(e.target.value)}
          required
          autoComplete="off"
        />
        <Field
          label="Password"
          id={`${id}-password`}
          type="password"
          value={form.password}
          onChange={(e) => set('password')(e.target.value)}
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <Field label="Phone" id={`${id}-phone`} type="tel" value={form.phone} onChange={(e) => set('phone')(e.target.value)} autoComplete="off" />
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select id={`${id}-role`} value={form.role} onChange={(e) => set('role')(e.target.value)} className={inputClass}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r === 'admin' ? 'Admin' : 'User'}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-image`} className="block text-sm font-medium text-slate-800">
            Profile image
          </label>
          <input
            id={`${id}-image`}
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => void onImage(e.target.files?.[0])}
            aria-describedby={uploadError ? `${id}-image-error` : undefined}
            className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:text-slate-900"
          />
          <div className="mt-2 flex items-center gap-3" aria-live="polite">
            {uploading ? <span className="text-sm text-slate-700">Uploading...</span> : null}
            {form.profileImage && !uploading ? (
              <img src={form.profileImage} alt="Profile image preview" className="h-12 w-12 rounded-full object-cover" />
            ) : null}
          </div>
          {uploadError ? (
            <p id={`${id}-image-error`} role="alert" className="mt-1 text-sm text-red-800">
              {uploadError}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={uploading || saving || missing}>
            {saving ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
