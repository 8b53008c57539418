import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantSrcSet } from '@contract/image-variants';
import type { Storage } from '../../storage/types';
import { cleanImage } from './image';
import { storeImage } from './variants';

function memoryStorage(urlFor: (key: string) => string = (key) => `/uploads/${key}`) {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const storage: Storage = {
    put: async (key, body, contentType) => {
      files.set(key, { body, contentType });
      return urlFor(key);
    },
  };
  return { storage, files };
}

const photo = async (width: number, height: number) =>
  (await cleanImage(
    await sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer(),
  ))!;

describe('storeImage', () => {
  it('stores WebP variants at the widths up to the image, and an original named after them', async () => {
    const { storage, files } = memoryStorage();
    const url = await storeImage(storage, '2026/11/abc', await photo(1000, 563));
    expect(url).toBe('/uploads/2026/11/abc.v480-640-800.jpg');
    expect([...files.keys()].sort()).toEqual([
      '2026/11/abc.v480-640-800.jpg',
      '2026/11/abc.w480.webp',
      '2026/11/abc.w640.webp',
      '2026/11/abc.w800.webp',
    ]);
    for (const width of [480, 640, 800]) {
      const file = files.get(`2026/11/abc.w${width}.webp`)!;
      expect(file.contentType).toBe('image/webp');
      expect(await sharp(file.body).metadata()).toMatchObject({ format: 'webp', width });
    }
    expect(variantSrcSet(url)).toBe('/uploads/2026/11/abc.w480.webp 480w, /uploads/2026/11/abc.w640.webp 640w, /uploads/2026/11/abc.w800.webp 800w');
  });

  it('a small image, or a host that names files itself, gets a plain original and no srcset', async () => {
    const small = memoryStorage();
    const url = await storeImage(small.storage, '2026/11/s', await photo(300, 200));
    expect(url).toBe('/uploads/2026/11/s.jpg');
    expect(variantSrcSet(url)).toBeUndefined();

    const own = memoryStorage(() => 'https://res.cloudinary.com/demo/image/upload/v1/x7f3.jpg');
    const hosted = await storeImage(own.storage, '2026/11/c', await photo(1200, 675));
    expect(own.files.has('2026/11/c.jpg')).toBe(true);
    expect(variantSrcSet(hosted)).toBeUndefined();
  });
});
