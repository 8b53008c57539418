// Cuts the site's typeface (web/styles/typeface.ts) from the Fontsource file and writes each cut to
// its file. Run: npx tsx scripts/make-typeface-subset.ts   (the output is committed; re-run after
// changing the package's version, the weights or the ranges, then put the printed URLs in
// web/styles/typeface.ts and web/styles/fonts.css).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cutTypeface } from './typeface-subset';
import { INTER_CUTS, INTER_SOURCE } from '../web/styles/typeface';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = fs.readFileSync(createRequire(import.meta.url).resolve(INTER_SOURCE));
for (const [name, cut] of Object.entries(INTER_CUTS)) {
  const bytes = await cutTypeface(source, cut);
  fs.writeFileSync(path.join(root, cut.file), bytes);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  console.log(`${cut.file}: ${source.length} → ${bytes.length} bytes; its URL: /assets/inter-${name}-${hash}.woff2`);
}
