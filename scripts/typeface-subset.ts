import subsetFont from 'subset-font';
import { INTER_TEXT, INTER_WEIGHTS } from '../web/styles/typeface';

/** The site's cut of Inter from the package's file: its weights and characters only, as WOFF2. */
export function cutTypeface(source: Buffer): Promise<Buffer> {
  return subsetFont(source, INTER_TEXT, { targetFormat: 'woff2', variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max } } });
}
