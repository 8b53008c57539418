// Cuts the site's typeface (web/styles/typeface.ts) from the Fontsource file and writes it to
// INTER_FILE. Run: npx tsx scripts/make-typeface-subset.ts   (the output is committed; re-run after
// changing the package's version, the weights or the characters, then put the printed URL in
// web/styles/typeface.ts and web/styles/fonts.css).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cutTypeface } from './typeface-subset';
import { INTER_FILE, INTER_SOURCE } from '../web/styles/typeface';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = fs.readFileSync(createRequire(import.meta.url).resolve(INTER_SOURCE));
const cut = await cutTypeface(source);
fs.writeFileSync(path.join(root, INTER_FILE), cut);
const hash = createHash('sha256').update(cut).digest('hex').slice(0, 8);
console.log(`${INTER_FILE}: ${source.length} → ${cut.length} bytes; its URL: /assets/inter-site-${hash}.woff2`);
