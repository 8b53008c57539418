// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { describe, expect, it } from 'vitest';
import { cutTypeface } from '../../scripts/typeface-subset';
import { INTER_FILE, INTER_SOURCE, INTER_URL } from './typeface';

const css = fs.readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
/** The committed cut the build serves. */
const committed = fs.readFileSync(path.join(import.meta.dirname, '../..', INTER_FILE));
const percent = (n: number) => `${Number((n * 100).toFixed(2))}%`;

/** One declaration of the @font-face for this family. */
function faceValue(family: string, property: string): string | undefined {
  const face = css.split('@font-face').find((block) => block.includes(`font-family: '${family}'`));
  return face && new RegExp(`${property}:\\s*([^;]+);`).exec(face)?.[1]?.trim();
}

describe('the typeface and its fallback', () => {
  it('serves the committed cut under a name with its hash, the one the stylesheet names, for the weights it holds', () => {
    const hash = createHash('sha256').update(committed).digest('hex').slice(0, 8);
    expect(INTER_URL).toBe(`/assets/inter-site-${hash}.woff2`);
    expect(faceValue('Inter', 'src')).toBe(`url('${INTER_URL}') format('woff2')`);
    expect(faceValue('Inter', 'font-weight')).toBe('400 800');
  });

  it('the committed cut is what scripts/make-typeface-subset.ts makes from the installed package, and smaller', async () => {
    const source = fs.readFileSync(createRequire(import.meta.url).resolve(INTER_SOURCE));
    const cut = await cutTypeface(source);
    expect(cut.equals(committed)).toBe(true);
    expect(cut.length).toBeLessThan(source.length * 0.7);
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
