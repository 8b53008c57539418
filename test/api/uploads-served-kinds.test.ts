import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { imageBuffer } from '../helpers/fixtures';

/**
 * Files under DATA_DIR/uploads that the upload path did not write (a restored archive's, a copy by
 * hand) are served only when they are of the kinds it writes (issue 42 point 4).
 */
describe('local uploads serve only the kinds the upload path writes', async () => {
  const { app, uploadsDir } = await buildTestApp();

  it('an evil.html, an .svg and a file without extension are not served; a PNG, JPEG and WebP are', async () => {
    await fs.mkdir(path.join(uploadsDir, '2026', '11'), { recursive: true });
    const html = '<!doctype html><script>alert(document.cookie)</script>';
    await fs.writeFile(path.join(uploadsDir, 'evil.html'), html);
    await fs.writeFile(path.join(uploadsDir, '2026', '11', 'evil.HTM'), html);
    await fs.writeFile(path.join(uploadsDir, '2026', '11', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await fs.writeFile(path.join(uploadsDir, '2026', '11', 'plain'), html);
    for (const url of ['/uploads/evil.html', '/uploads/2026/11/evil.HTM', '/uploads/2026/11/logo.svg', '/uploads/2026/11/plain']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html|svg/);
      expect(res.body).not.toContain('alert');
    }

    const png = await imageBuffer('png');
    const jpeg = await imageBuffer('jpeg');
    await fs.writeFile(path.join(uploadsDir, '2026', '11', 'a.png'), png);
    await fs.writeFile(path.join(uploadsDir, '2026', '11', 'a.jpg'), jpeg);
    await fs.writeFile(path.join(uploadsDir, '2026', '11', 'a.w480.webp'), png);
    for (const [url, type] of [
      ['/uploads/2026/11/a.png', 'image/png'],
      ['/uploads/2026/11/a.jpg', 'image/jpeg'],
      ['/uploads/2026/11/a.w480.webp', 'image/webp'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(type);
    }
  });
});
