// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { describe, expect, it } from 'vitest';
import { CALLING_CODES } from '@contract/calling-codes';
import { cutTypeface } from '../../scripts/typeface-subset';
import { codePointsOf, INTER_CUTS, INTER_SOURCE, INTER_URL } from './typeface';

const css = fs.readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
const cuts = Object.entries(INTER_CUTS);
/** The committed cuts the build serves. */
const committed = new Map(cuts.map(([name, cut]) => [name, fs.readFileSync(path.join(import.meta.dirname, '../..', cut.file))]));
const percent = (n: number) => `${Number((n * 100).toFixed(2))}%`;

/** The @font-face blocks for this family. */
function faces(family: string): string[] {
  return css.split('@font-face').filter((block) => block.includes(`font-family: '${family}'`));
}

/** One declaration of a @font-face block. */
function valueOf(face: string | undefined, property: string): string | undefined {
  return face && new RegExp(`${property}:\\s*([^;]+);`).exec(face)?.[1]?.trim();
}

const faceValue = (family: string, property: string) => valueOf(faces(family)[0], property);

describe('the typeface and its fallback', () => {
  it('serves each committed cut under a name with its hash, the one the stylesheet names with its range, for the weights it holds', () => {
    expect(faces('Inter')).toHaveLength(cuts.length);
    for (const [[name, cut], face] of cuts.map((entry, i) => [entry, faces('Inter')[i]] as const)) {
      const hash = createHash('sha256').update(committed.get(name)!).digest('hex').slice(0, 8);
      expect(cut.url).toBe(`/assets/inter-${name}-${hash}.woff2`);
      expect(valueOf(face, 'src')).toBe(`url('${cut.url}') format('woff2')`);
      expect(valueOf(face, 'unicode-range')?.replace(/\s+/g, ' ')).toBe(cut.unicodeRange);
      expect(valueOf(face, 'font-weight')).toBe('400 800');
      expect(valueOf(face, 'font-display')).toBe('swap');
    }
    // The preloaded file is the cut with the characters every page sets.
    expect(INTER_URL).toBe(INTER_CUTS.core.url);
  });

  it('the ranges do not overlap, and together hold Latin-1, its punctuation and the symbols the pages set', () => {
    const core = new Set(codePointsOf(INTER_CUTS.core.unicodeRange));
    const rest = [...codePointsOf(INTER_CUTS.latin1.unicodeRange)];
    expect(rest.filter((ch) => core.has(ch))).toEqual([]);
    const both = new Set([...core, ...rest]);
    const latin1 = Array.from({ length: 0xff - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).filter((ch) => !/[\x7f-\x9f]/.test(ch));
    expect([...latin1, ...'–—‘’“”…•€™←→✓★'].filter((ch) => !both.has(ch))).toEqual([]);
    // What every page sets (the footer's ©, the dot between facts, arrows on links) is in the preloaded cut,
    // and so is every letter of the contact form's country list: drawn by a late cut, the list's width moved the home page's form.
    expect([...'©·→’—–“”…'].filter((ch) => !core.has(ch))).toEqual([]);
    const countries = CALLING_CODES.map((code) => JSON.stringify(code)).join('');
    expect([...new Set([...countries].filter((ch) => !core.has(ch)))]).toEqual([]);
  });

  it('each committed cut is what scripts/make-typeface-subset.ts makes from the installed package, and the preloaded one fits a round trip', async () => {
    const source = fs.readFileSync(createRequire(import.meta.url).resolve(INTER_SOURCE));
    for (const [name, cut] of cuts) expect((await cutTypeface(source, cut)).equals(committed.get(name)!)).toBe(true);
    // Lighthouse's simulated connection sends 29.2 KB after the page in one round trip; the response's headers take ~0.7 KB.
    expect(committed.get('core')!.length).toBeLessThan(27_000);
  });

  it("scales the fallback to Inter's metrics (capsize: average width, ascent, descent, line gap)", () => {
    // As fontaine and next/font do: the fallback is scaled to Inter's average character width,
    // then ascent, descent and line gap are Inter's, expressed in the scaled fallback's em.
    const sizeAdjust = inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    const em = inter.unitsPerEm * sizeAdjust;
    expect({
      size: faceValue('Inter Fallback', 'size-adjust'),
      ascent: faceValue('Inter Fallback', 'ascent-override'),
      descent: faceValue('Inter Fallback', 'descent-override'),
      lineGap: faceValue('Inter Fallback', 'line-gap-override'),
    }).toEqual({
      size: percent(sizeAdjust),
      ascent: percent(inter.ascent / em),
      descent: percent(Math.abs(inter.descent) / em),
      lineGap: percent(inter.lineGap / em),
    });
  });

  it('is first in the sans stack, with its fallback second', () => {
    const app = fs.readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');
    expect(app).toMatch(/--font-sans:\s*'Inter', 'Inter Fallback',/);
    expect(app).toContain("@import './fonts.css';");
  });
});
