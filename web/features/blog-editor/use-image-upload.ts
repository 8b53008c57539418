import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { isSessionEnded } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';
import { INVALID_IMAGE_MESSAGE, UPLOAD_FAILED_MESSAGE, isAcceptedImage } from './image-upload';

/**
 * The blog form's one upload path (featured image and the editor's image button), run from the
 * change handler (a browser call: the file goes straight to the API's host). It checks the type,
 * uploads, and counts uploads under way. When the API answers 401, `beforeSignIn` runs (the form keeps
 * its draft), then the page's loaders run again: with the session gone, the staff guard's loader
 * redirects to sign-in and back here (`staffApi`, decision 010), as on every other staff screen.
 */
export function useImageUpload(beforeSignIn: () => void) {
  const api = useApi();
  const revalidator = useRevalidator();
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
      if (isSessionEnded(err)) {
        beforeSignIn();
        void revalidator.revalidate();
      } else {
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
