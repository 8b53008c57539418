import { useId, useState } from 'react';
import { IMAGE_MIME_TYPES } from '@contract/choices';
import { ApiRequestError } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';

const INVALID = 'Please upload a valid image (PNG, JPEG, JPG)';
const FAILED = 'Failed to upload image. Please try again.';

/** The user form's profile image: checks the type, uploads on choice (in the handler), previews. */
export function ProfileImageField({
  value,
  onUploaded,
  onBusy,
}: {
  value: string;
  onUploaded: (url: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const api = useApi();
  const id = useId();
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | undefined) {
    setError('');
    if (!file) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return setError(INVALID);
    setUploading(true);
    onBusy(true);
    try {
      onUploaded((await api.uploads.image(file, file.name)).secure_url);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.messageOr(FAILED) : FAILED);
    } finally {
      setUploading(false);
      onBusy(false);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Profile image
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        onChange={(e) => void upload(e.target.files?.[0])}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:text-slate-900"
      />
      <div className="mt-2 flex items-center gap-3" aria-live="polite">
        {uploading ? <span className="text-sm text-slate-700">Uploading...</span> : null}
        {value && !uploading ? <img src={value} alt="Profile image preview" className="h-12 w-12 rounded-full object-cover" /> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
