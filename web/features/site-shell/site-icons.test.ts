// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { linkManifestAfterPaint, MANIFEST_URL } from './manifest-link';
import { FAVICON_DATA_URL, FAVICON_SVG } from './site-icons';

describe('the inline tab icon', () => {
  it('is the drawing public/favicon.svg holds, so the file and the pages show one icon', () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, '../../../public/favicon.svg'), 'utf8');
    expect(file.trim()).toBe(FAVICON_SVG);
  });

  it('decodes back to that drawing as an SVG data URL', () => {
    expect(FAVICON_DATA_URL.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FAVICON_DATA_URL.slice('data:image/svg+xml,'.length))).toBe(FAVICON_SVG);
    expect(FAVICON_DATA_URL).not.toMatch(/[<>#"'&]/);
  });
});

describe('the manifest link of public pages', () => {
  it('is added once a frame has been drawn, and only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      document.head.innerHTML = '';
      linkManifestAfterPaint(document);
      linkManifestAfterPaint(document);
      expect(document.querySelector('link[rel="manifest"]')).toBeNull();
      vi.advanceTimersToNextFrame();
      expect(document.querySelector('link[rel="manifest"]')).toBeNull();
      await vi.runAllTimersAsync();
      const links = document.querySelectorAll('link[rel="manifest"]');
      expect(links).toHaveLength(1);
      expect(links[0]!.getAttribute('href')).toBe(MANIFEST_URL);
    } finally {
      vi.useRealTimers();
    }
  });
});
