/** sharp (libvips, a native library) is loaded with the first upload: most of the time none is being made (decision 024). */
export const loadSharp = async () => (await import('sharp')).default;

export interface CleanImage {
  data: Buffer;
  ext: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Trusts the bytes, never the name or the declared type: decodes the image and encodes it
 * afresh, which drops metadata and anything a polyglot file carried after the pixels.
 * Answers null when the bytes are not a PNG or JPEG image. Images copied from other sites may also
 * be WebP or GIF (`otherFormats`): stored as PNG, a GIF's first frame only.
 */
export async function cleanImage(input: Buffer, { otherFormats = false }: { otherFormats?: boolean } = {}): Promise<CleanImage | null> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    return null;
  }
  const converted = otherFormats && (format === 'webp' || format === 'gif');
  if (format !== 'png' && format !== 'jpeg' && !converted) return null;
  if (converted) format = 'png';
  try {
    const pipeline = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
    const { data, info } = await (format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer({
      resolveWithObject: true,
    });
    return format === 'png'
      ? { data, ext: 'png', contentType: 'image/png', width: info.width, height: info.height }
      : { data, ext: 'jpg', contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    return null;
  }
}
