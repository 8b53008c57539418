import { useRevalidator } from 'react-router';
import { isSessionEnded } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';
import { isAcceptedImage } from '~/features/blog-editor/image-upload';
import type { UploadedImage } from './form-context';
import { imageSize } from './image-field';

/** The image widget's upload: the existing endpoint (POST /api/uploads), then the picture's size read in the browser. */
export function useContentUpload(): (file: File) => Promise<UploadedImage | null> {
  const api = useApi();
  const revalidator = useRevalidator();
  return async (file) => {
    if (!isAcceptedImage(file)) return null;
    try {
      const [uploaded, size] = await Promise.all([api.uploads.image(file, file.name), imageSize(file)]);
      return { src: uploaded.secure_url, ...size };
    } catch (err) {
      // An ended session: the loaders run again and the staff guard sends the editor to sign-in.
      if (isSessionEnded(err)) void revalidator.revalidate();
      else console.warn('image upload failed', err);
      return null;
    }
  };
}
