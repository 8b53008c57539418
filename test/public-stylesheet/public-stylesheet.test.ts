import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStylesheet, publicSourceFiles, publicStylesheet } from '../../scripts/public-stylesheet';
import { INTER_URL } from '../../web/styles/typeface';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (files: string[]) => files.map((f) => path.relative(root, f));

describe('publicSourceFiles', () => {
  it('follows the public routes and the islands, and leaves the staff screens out', async () => {
    const files = rel(await publicSourceFiles(root));
    expect(files).toEqual(expect.arrayContaining(['web/root.tsx', 'web/routes/marketing/faq.tsx', 'web/routes/blog/article.tsx']));
    // Reached only through the islands script, some through a dynamic import.
    expect(files).toEqual(
      expect.arrayContaining(['web/islands/main.tsx', 'web/features/site-shell/site-header.tsx', 'web/features/contact-form/contact-form.tsx']),
    );
    expect(
      files.filter((f) => /^web\/(routes\/(staff|auth)|components\/staff|features\/(blog-editor|leads|users|audit|auth|staff))\//.test(f)),
    ).toEqual([]);
    // Besides the web app, only the shared contract (the forms' schemas).
    expect(files.filter((f) => !f.startsWith('web/') && !f.startsWith('contract/'))).toEqual([]);
  });
});

describe('buildStylesheet', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-css-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("has the given files' classes, the site's theme and base layer, and nothing else", async () => {
    const file = path.join(dir, 'card.tsx');
    fs.writeFileSync(file, 'export const Card = () => <div className="bg-navy-900 md:grid-cols-3 [&_p]:my-4" />;\n');
    const css = await buildStylesheet(root, [file]);
    expect(css).toContain('.bg-navy-900{');
    expect(css).toContain('--color-navy-900:light-dark(#0b1f3a,#e8eef8)');
    expect(css).toContain('.md\\:grid-cols-3{');
    expect(css).toContain(':focus-visible{');
    // A class no given file names (the staff screens use it) is not built.
    expect(css).not.toContain('.bg-red-50{');
  });
});

describe('publicStylesheet', () => {
  it('carries the typeface, its fallback, the dark scheme and the print rules within the first round trip budget (decision 079)', async () => {
    const css = await publicStylesheet(root);
    expect(css).toContain(`src:url(${INTER_URL})format("woff2")`);
    expect(css).toContain('font-family:Inter Fallback');
    expect(css).toContain('--color-white:light-dark(#fff,#0b1220)');
    expect(css).toContain(':root[data-public].dark{color-scheme:dark}');
    expect(css).toContain('@media print');
    // It travels inline with every public page, whose first answer must fit 14.6 KB (decision 022):
    // 7.25 KB compressed before the typeface and dark mode, 7.82 KB with them.
    expect(zlib.brotliCompressSync(css).length).toBeLessThan(8_192);
  });
});
