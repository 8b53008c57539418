// Generates the SVG illustrations of the service, how-it-works and FAQ pages and the 1200x630 social card (public/images/og-default.png, rendered with sharp).
// Run: npx tsx scripts/make-marketing-images.ts   (the outputs are committed; re-run after the sample content's images change)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { faqPageText as faqPage } from '../web/features/marketing/faq/faq-page-text';
import { howItWorksPage, howSteps } from '../web/features/marketing/how-it-works/how-it-works-text';
import type { ContentImage } from '../contract/content/common';
import { sampleServices } from '../server/content/sample/services';
import { site } from '../web/content/site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (rel: string) => path.join(root, 'public', rel);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Brand palette (web/styles/app.css) plus one accent hue per illustration.
const HUES = ['#1d5cf1', '#0e7490', '#7c3aed', '#0f766e', '#b45309', '#be185d', '#1647d6', '#4d7c0f'];

/**
 * The illustrations' grounds in both schemes: the theme's brand-50, white, brand-200 and navy-900 and
 * their dark pairs (web/styles/app.css). An SVG in an <img> answers prefers-color-scheme with the
 * color-scheme of its element, so the public pages' dark mode, system or toggle, reaches it (issue 48).
 */
const SCHEMES =
  '<style>.p{fill:#eef6ff}.c{fill:#fff}.l{fill:#bcdaff}.n{fill:#0b1f3a}' +
  '@media (prefers-color-scheme:dark){.p{fill:#0f2244}.c{fill:#0b1220}.l{fill:#1f4484}.n{fill:#e8eef8}}</style>';

/**
 * An abstract illustration: a soft card and a chart or node motif. No words: pages carry their text
 * as HTML, and these pictures are decoration (empty alt).
 */
function illustration(img: ContentImage, seed: number): string {
  const { width: w, height: h } = img;
  const hue = HUES[seed % HUES.length];
  const motif = seed % 3;
  const bars = Array.from({ length: 6 }, (_, i) => {
    const bh = 30 + ((seed * 37 + i * 53) % 110);
    return `<rect x="${w * 0.56 + i * 34}" y="${h * 0.62 - bh}" width="22" height="${bh}" rx="4" fill="${hue}" opacity="${0.45 + i * 0.09}"/>`;
  }).join('');
  const nodes = Array.from({ length: 5 }, (_, i) => {
    const cx = w * 0.6 + ((seed * 29 + i * 61) % Math.round(w * 0.3));
    const cy = h * 0.2 + ((seed * 17 + i * 47) % Math.round(h * 0.4));
    return `<line x1="${w * 0.74}" y1="${h * 0.4}" x2="${cx}" y2="${cy}" stroke="${hue}" stroke-width="3" opacity=".5"/><circle cx="${cx}" cy="${cy}" r="14" fill="${hue}"/>`;
  }).join('');
  const rows = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${w * 0.56}" y="${h * 0.18 + i * 34}" width="${w * 0.34}" height="20" rx="6" fill="${hue}" opacity="${0.25 + (i % 2) * 0.35}"/>`,
  ).join('');
  const art = motif === 0 ? bars : motif === 1 ? nodes + `<circle cx="${w * 0.74}" cy="${h * 0.4}" r="26" class="n"/>` : rows;
  // Where a caption used to be: abstract text lines (the words themselves are on the page, in HTML).
  const lines = [0.62, 0.48, 0.3]
    .map(
      (len, i) =>
        `<rect x="${w * 0.08}" y="${h * 0.66 + i * 26}" width="${w * len}" height="12" rx="6" ${i ? 'class="l"' : `fill="${hue}" opacity=".6"`}/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="Arial, Helvetica, sans-serif">
${SCHEMES}
<rect width="${w}" height="${h}" rx="24" class="p"/>
<circle cx="${w * 0.2}" cy="${h * 0.3}" r="${h * 0.2}" fill="${hue}" opacity=".15"/>
<rect x="${w * 0.08}" y="${h * 0.14}" width="${w * 0.34}" height="${h * 0.36}" rx="16" class="c" stroke="${hue}" stroke-width="3"/>
<rect x="${w * 0.12}" y="${h * 0.2}" width="${w * 0.2}" height="12" rx="6" fill="${hue}"/>
<rect x="${w * 0.12}" y="${h * 0.28}" width="${w * 0.26}" height="10" rx="5" class="l"/>
<rect x="${w * 0.12}" y="${h * 0.35}" width="${w * 0.22}" height="10" rx="5" class="l"/>
${art}
${lines}
</svg>
`;
}

function write(rel: string, svg: string) {
  fs.mkdirSync(path.dirname(out(rel)), { recursive: true });
  fs.writeFileSync(out(rel), svg.replace(/\n+/g, '\n'));
}

// Service pages: the sample services' four images each (hero, card, "what is", "why choose").
sampleServices.forEach(({ data }, s) => {
  const images = [data.heroImage, data.image, data.whatIs?.image, data.whyChoose?.image];
  images.forEach((img, i) => {
    if (img) write(img.src, illustration(img, s * 5 + i));
  });
});

// How it works: one illustration per step, plus the call to action.
howSteps.forEach((st) => write(st.image.src, illustration(st.image, st.number * 3)));
write(howItWorksPage.cta.image.src, illustration(howItWorksPage.cta.image, 7));

// FAQ heading image.
write(faqPage.questionImage.src, illustration(faqPage.questionImage, 2));

// Social card.
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#1a3788"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1020" cy="150" r="220" fill="#337bfc" opacity=".25"/>
<circle cx="1100" cy="520" r="140" fill="#f59e0b" opacity=".25"/>
<text x="80" y="250" font-family="Arial, Helvetica, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${esc(site.name)}</text>
<text x="80" y="330" font-family="Arial, Helvetica, sans-serif" font-size="36" fill="#d9eaff">Web scraping, bots, API integration,</text>
<text x="80" y="380" font-family="Arial, Helvetica, sans-serif" font-size="36" fill="#d9eaff">daily data feeds and PowerBI dashboards</text>
<rect x="80" y="440" width="220" height="8" rx="4" fill="#f59e0b"/>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile(out('images/og-default.png'));
console.log('marketing images written to public/images/');
