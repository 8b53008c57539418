// Generates the light SVG illustrations of the service, how-it-works and FAQ pages, the industries
// icon sprite, and the 1200x630 social card (public/images/og-default.png, rendered with sharp).
// Run: npx tsx scripts/make-marketing-images.ts   (the outputs are committed; re-run after content changes)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { faqPage } from '../web/content/faq';
import { howItWorksPage, howSteps } from '../web/content/how-it-works';
import { services, serviceSlugs, type ContentImage } from '../web/content/services';
import { site } from '../web/content/site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (rel: string) => path.join(root, 'public', rel);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Brand palette (web/styles/app.css) plus one accent hue per illustration.
const HUES = ['#1d5cf1', '#0e7490', '#7c3aed', '#0f766e', '#b45309', '#be185d', '#1647d6', '#4d7c0f'];

/** Wraps a caption into lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** An abstract illustration: a soft card, a chart or node motif and a short caption. */
function illustration(img: ContentImage, caption: string, seed: number): string {
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
  const art = motif === 0 ? bars : motif === 1 ? nodes + `<circle cx="${w * 0.74}" cy="${h * 0.4}" r="26" fill="#0b1f3a"/>` : rows;
  const lines = wrap(caption, Math.round(w / 26));
  const text = lines
    .map((l, i) => `<text x="${w * 0.08}" y="${h * 0.72 + i * 30}" font-size="22" font-weight="600" fill="#0b1f3a">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="Arial, Helvetica, sans-serif">
<rect width="${w}" height="${h}" rx="24" fill="#eef6ff"/>
<circle cx="${w * 0.2}" cy="${h * 0.3}" r="${h * 0.2}" fill="${hue}" opacity=".15"/>
<rect x="${w * 0.08}" y="${h * 0.14}" width="${w * 0.34}" height="${h * 0.36}" rx="16" fill="#fff" stroke="${hue}" stroke-width="3"/>
<rect x="${w * 0.12}" y="${h * 0.2}" width="${w * 0.2}" height="12" rx="6" fill="${hue}"/>
<rect x="${w * 0.12}" y="${h * 0.28}" width="${w * 0.26}" height="10" rx="5" fill="#bcdaff"/>
<rect x="${w * 0.12}" y="${h * 0.35}" width="${w * 0.22}" height="10" rx="5" fill="#bcdaff"/>
${art}
${text}
</svg>
`;
}

function write(rel: string, svg: string) {
  fs.mkdirSync(path.dirname(out(rel)), { recursive: true });
  fs.writeFileSync(out(rel), svg.replace(/\n+/g, '\n'));
}

// Service pages: five images per service.
serviceSlugs.forEach((slug, s) => {
  const c = services[slug];
  const images: [ContentImage, string][] = [
    [c.heroImage, c.title],
    [c.section1.image, c.section1.title],
    [c.section2.image, c.section2.title],
    [c.whyChoose.image, c.whyChoose.title],
    [c.useCasesImage, c.useCasesImage.alt],
  ];
  images.forEach(([img, caption], i) => write(img.src, illustration(img, caption, s * 5 + i)));
});

// How it works: one illustration per step, plus the call to action.
howSteps.forEach((st) => write(st.image.src, illustration(st.image, `Step ${st.number}: ${st.title}`, st.number * 3)));
write(howItWorksPage.cta.image.src, illustration(howItWorksPage.cta.image, 'Your data, handled with care', 7));

// FAQ heading image.
write(faqPage.questionImage.src, illustration(faqPage.questionImage, 'Questions answered', 2));

// Industries icon sprite: 24x24 outline icons, referenced as icons.svg#<id>.
const icons: Record<string, string> = {
  cart: '<path d="M3 4h2l2.4 11h10.2L20 8H6.3"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
  health: '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/><path d="M8 11h2l1-2 2 4 1-2h2"/>',
  bank: '<path d="M3 9l9-5 9 5M5 9v8M9.5 9v8M14.5 9v8M19 9v8M3 20h18"/>',
  hotel: '<path d="M3 19V7M3 14h18v5M21 14v-3a3 3 0 0 0-3-3h-7v6"/><circle cx="7" cy="11" r="2"/>',
  news: '<rect x="3" y="5" width="15" height="14" rx="2"/><path d="M18 9h3v8a2 2 0 0 1-2 2M6 9h9M6 13h9M6 16h6"/>',
  social:
    '<circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="18" cy="18" r="2.5"/><path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6"/>',
  home: '<path d="M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6"/>',
  megaphone: '<path d="M3 10v4h4l8 5V5L7 10H3zM18 9a4 4 0 0 1 0 6"/>',
  scales: '<path d="M12 4v16M7 20h10M5 7h14M5 7l-3 7h6zM19 7l-3 7h6z"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>',
  dice: '<rect x="4" y="4" width="16" height="16" rx="3"/><circle cx="9" cy="9" r="1"/><circle cx="15" cy="15" r="1"/><circle cx="15" cy="9" r="1"/><circle cx="9" cy="15" r="1"/>',
  cap: '<path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v5"/>',
  leaf: '<path d="M5 19c0-9 5-14 15-14 0 10-5 15-14 15M5 19l7-7"/>',
  target: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1"/>',
  chart: '<path d="M3 20h18M5 16l4-5 4 3 6-8"/><path d="M15 6h4v4"/>',
  plane: '<path d="M10 14l-7-3 2-2 7 1 5-5a2 2 0 0 1 3 3l-5 5 1 7-2 2-3-7-3 3v3l-2-1-1-2h3z"/>',
  blocks:
    '<rect x="3" y="3" width="7" height="7" rx="1"/><rect x="14" y="3" width="7" height="7" rx="1"/><rect x="8.5" y="14" width="7" height="7" rx="1"/><path d="M10 6.5h4M7 10l3 4M17 10l-3 4"/>',
  database: '<ellipse cx="12" cy="6" rx="7" ry="3"/><path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3"/>',
  pen: '<path d="M4 20l4-1 11-11-3-3L5 16zM14 7l3 3"/>',
  pin: '<path d="M12 21s-7-6.3-7-12a7 7 0 0 1 14 0c0 5.7-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/>',
  shirt: '<path d="M8 4l4 2 4-2 5 4-3 3-2-1v10H8V10l-2 1-3-3z"/>',
  shield: '<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"/><path d="M9 12l2 2 4-4"/>',
  plug: '<path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4"/>',
  robot: '<rect x="4" y="8" width="16" height="11" rx="3"/><path d="M12 4v4M9 13h.01M15 13h.01M9 16h6"/>',
  code: '<path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16"/>',
};
const symbols = Object.entries(icons)
  .map(
    ([id, body]) =>
      `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`,
  )
  .join('\n');
write('images/industries/icons.svg', `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols}\n</svg>\n`);

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
