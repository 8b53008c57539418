/** Printable text brotli cannot shrink much (a pseudo-random sequence), the same for the same seed: a few such pages fill a small budget. */
export function noiseText(seed: string | number, length = 3_000): string {
  let x = 0;
  for (const c of String(seed)) x = (x * 31 + c.charCodeAt(0)) % 2_147_483_648;
  let text = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String.fromCharCode(33 + (Math.floor(x / 65_536) % 89));
  }
  return text;
}
