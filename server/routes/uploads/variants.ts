import type { Storage } from '../../storage/types';
import { VARIANT_WIDTHS, originalKey, variantKey } from '@contract/image-variants';
import { loadSharp, type CleanImage } from './image';

/** WebP copies of an upload at the widths pages ask for (web/lib/image-variants.ts names them). */
export async function makeVariants(image: CleanImage): Promise<{ width: number; data: Buffer }[]> {
  const sharp = await loadSharp();
  const widths = VARIANT_WIDTHS.filter((w) => w <= image.width);
  return Promise.all(
    widths.map(async (width) => ({ width, data: await sharp(image.data).resize({ width }).webp({ quality: 72, effort: 4 }).toBuffer() })),
  );
}

/**
 * Stores the variants, then the original under a name that lists them, and answers the original's
 * URL. Only a host that keeps our names (local disk, S3) gets variants: when the first variant's URL
 * does not end with its key (Cloudinary names its own), the original is stored plainly.
 */
export async function storeImage(storage: Storage, base: string, image: CleanImage): Promise<string> {
  const stored: number[] = [];
  for (const { width, data } of await makeVariants(image)) {
    const key = variantKey(base, width);
    const url = await storage.put(key, data, 'image/webp');
    if (!url.endsWith(key)) break;
    stored.push(width);
  }
  return storage.put(originalKey(base, stored, image.ext), image.data, image.contentType);
}
