import { IMAGE_MIME_TYPES } from '@contract/choices';

export const INVALID_IMAGE_MESSAGE = 'Invalid file type. Please choose a valid image file.';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload image. Please try again.';
/** What the file pickers offer (SPEC.md: png, jpeg, jpg). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

/** A PNG or JPEG by its type, or by its name when the browser gives no type. The server checks the bytes. */
export function isAcceptedImage(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return /\.(png|jpe?g)$/i.test(file.name);
}
