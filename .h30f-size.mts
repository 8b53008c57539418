import zlib from 'node:zlib';
import { publicStylesheet } from './scripts/public-stylesheet';
const css = await publicStylesheet(process.cwd());
console.log('public css', css.length, 'brotli', zlib.brotliCompressSync(css).length);
console.log(css.match(/[^{}]*\{[^{}]*light-dark[^{}]*\}/g)?.filter((r) => !r.includes('--color')).join('\n'));
console.log(css.match(/@media print\{.*?\}\}/)?.[0]);
