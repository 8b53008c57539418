// Generates the favicon set from public/favicon.svg: favicon.ico (16, 32, 48), apple-touch-icon.png (180, opaque),
// icons/icon-192.png, icons/icon-512.png and icons/icon-maskable-512.png (glyph inside the 80 % safe zone) for the web manifest.
// Run: npx tsx scripts/make-icons.ts   (the outputs are committed; re-run after changing the logo)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { icoFromPngs } from './lib/ico';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (rel: string) => path.join(root, 'public', rel);
const svg = fs.readFileSync(out('favicon.svg'));
/** The logo's own background colour (public/favicon.svg), behind icons that must be opaque. */
const BRAND = '#1647d6';

const png = (size: number) =>
  sharp(svg, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

async function onBrand(size: number, glyph: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: await png(glyph), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

fs.mkdirSync(out('icons'), { recursive: true });
fs.writeFileSync(out('favicon.ico'), icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(size) })))));
fs.writeFileSync(out('apple-touch-icon.png'), await onBrand(180, 180));
fs.writeFileSync(out('icons/icon-192.png'), await png(192));
fs.writeFileSync(out('icons/icon-512.png'), await png(512));
fs.writeFileSync(out('icons/icon-maskable-512.png'), await onBrand(512, 360));
console.log('favicon.ico, apple-touch-icon.png, icons/icon-{192,512,maskable-512}.png written');
