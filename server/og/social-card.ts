import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import pLimit from 'p-limit';
import { loadSharp } from '../routes/uploads/image';

import type { SocialCardText } from '@contract/web-load-context';

export interface SocialCard {
  png: Uint8Array<ArrayBuffer>;
  /** sha256 of the template version and the text: the same text is the same picture. */
  hash: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the picture changes, so every card is drawn anew. */
const TEMPLATE_VERSION = '1';
/** Cards kept in memory (each 20–60 KB). */
const KEPT = 100;
// About three lines of the title's size.
const MAX_TITLE = 88;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** satori's element tree: plain objects, no React needed. */
interface Node {
  type: string;
  props: { style: Record<string, string | number>; children?: Node[] | string };
}
const el = (style: Node['props']['style'], children?: Node['props']['children']): Node => ({ type: 'div', props: { style, children } });

const PAD_X = 80;
const PAD_Y = 72;

function cardTree({ eyebrow, title, brand }: SocialCardText): Node {
  const page = {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    display: 'flex',
    backgroundImage: 'linear-gradient(135deg, #0b1f3a 0%, #123a7a 60%, #1d5cf1 100%)',
    color: '#ffffff',
    fontFamily: 'Inter',
  };
  // An inner box of fixed size rather than padding: satori's root box does not shrink its content by it.
  const inner = {
    width: CARD_WIDTH - 2 * PAD_X,
    height: CARD_HEIGHT - 2 * PAD_Y,
    margin: `${PAD_Y}px ${PAD_X}px`,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
  };
  return el(page, [
    el(inner, [
      el({ fontSize: 30, color: '#fbbf24', letterSpacing: 2, textTransform: 'uppercase' }, clip(eyebrow, 60)),
      el({ fontSize: 64, lineHeight: 1.15 }, clip(title, MAX_TITLE)),
      el({ fontSize: 32, color: '#bcdaff', borderTop: '4px solid #fbbf24', paddingTop: 24 }, clip(brand, 60)),
    ]),
  ]);
}

export const socialCardHash = (text: SocialCardText) =>
  createHash('sha256')
    .update(JSON.stringify([TEMPLATE_VERSION, text.eyebrow, text.title, text.brand]))
    .digest('hex');

/**
 * Open Graph pictures (1200×630 PNG) drawn from a page's title with satori (SVG) and sharp (PNG),
 * both loaded on the first card only (decision 024's lazy rule); one drawing at a time, and each
 * card kept in memory by the hash of its text (decision 077).
 */
export function createSocialCards(options: { onRender?: (hash: string) => void } = {}) {
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  const oneAtATime = pLimit(1);
  let font: Promise<Buffer> | undefined;
  const interBold = () => (font ??= readFile(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-700-normal.woff')));

  async function draw(text: SocialCardText): Promise<Uint8Array<ArrayBuffer>> {
    const [{ default: satori }, sharp, data] = await Promise.all([import('satori'), loadSharp(), interBold()]);
    const svg = await satori(cardTree(text) as Parameters<typeof satori>[0], {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts: [{ name: 'Inter', data, weight: 700, style: 'normal' }],
    });
    // A plain copy: what a web Response takes as its body.
    return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
  }

  return {
    async card(text: SocialCardText): Promise<SocialCard> {
      const hash = socialCardHash(text);
      const hit = kept.get(hash);
      if (hit) {
        // Most recently used last: the oldest goes first when full.
        kept.delete(hash);
        kept.set(hash, hit);
        return { png: hit, hash };
      }
      const png = await oneAtATime(async () => kept.get(hash) ?? (options.onRender?.(hash), await draw(text)));
      kept.set(hash, png);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return { png, hash };
    },
  };
}
export type SocialCards = ReturnType<typeof createSocialCards>;
