import { useState } from 'react';
import { isSessionEnded } from '~/lib/api-error';
import { useApi } from '~/lib/use-api';
import { INVALID_IMAGE_MESSAGE, UPLOAD_FAILED_MESSAGE, isAcceptedImage } from './image-upload';

/**
 * The blog form's one upload path (featured image and the editor's image button), run from the
 * change handler. It checks the type, uploads, and counts uploads under way; `onSessionEnded` runs
 * when the API answers 401.
 */
export function useImageUpload(onSessionEnded: (err: unknown) => void) {
  const api = useApi();
  const [error, setError] = useState('');
  const [active, setActive] = useState(0);

  async function upload(file: File): Promise<string | null> {
    setError('');
    if (!isAcceptedImage(file)) {
      setError(INVALID_IMAGE_MESSAGE);
      return null;
    }
    setActive((n) => n + 1);
    try {
      return (await api.uploads.image(file, file.name)).secure_url;
    } catch (err) {
      if (isSessionEnded(err)) onSessionEnded(err);
      else {
        console.warn('image upload failed', err);
        setError(UPLOAD_FAILED_MESSAGE);
      }
      return null;
    } finally {
      setActive((n) => n - 1);
    }
  }

  return { upload, error, uploading: active > 0 };
}
