/**
 * Naming of uploaded images' WebP variants (made at upload, server/routes/uploads/variants.ts).
 * An original stored with variants says so in its own name, so pages can offer a srcset without
 * asking anyone: "2026/11/id.v480-640-800.jpg" has "2026/11/id.w480.webp", "…w640.webp" and "…w800.webp".
 * Older uploads (and other hosts' URLs) have no such name and get a plain src.
 */
// 640 sits between 480 and 800 for phones: Chromium takes the smallest width that covers slot × pixel
// ratio, so a 360–390 px phone at 1.75× (a 328–358 px slot) gets it at a third of the 800's bytes.
export const VARIANT_WIDTHS = [480, 640, 800, 1200] as const;

const WITH_VARIANTS = /^(.+)\.v(\d+(?:-\d+)*)\.(jpg|png)$/;

export function originalKey(base: string, widths: readonly number[], ext: 'jpg' | 'png'): string {
  return widths.length ? `${base}.v${widths.join('-')}.${ext}` : `${base}.${ext}`;
}

export function variantKey(base: string, width: number): string {
  return `${base}.w${width}.webp`;
}

/** The srcset of an image URL, or undefined when it has no variants. */
export function variantSrcSet(url: string): string | undefined {
  const match = WITH_VARIANTS.exec(url);
  if (!match) return undefined;
  const [, base, widths] = match;
  return widths!
    .split('-')
    .map((w) => `${variantKey(base!, Number(w))} ${w}w`)
    .join(', ');
}
