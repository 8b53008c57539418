import subsetFont from 'subset-font';
import { codePointsOf, INTER_WEIGHTS, type TypefaceCut } from '../web/styles/typeface';

/** One of the site's cuts of Inter from the package's file: its weights and its range's characters, as WOFF2. */
export function cutTypeface(source: Buffer, cut: TypefaceCut): Promise<Buffer> {
  return subsetFont(source, codePointsOf(cut.unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max } },
  });
}
