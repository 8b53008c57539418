import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Scraping 101: Prices & Stock!  ', 'scraping-101-prices-and-stock'],
    ['Café Crème brûlée', 'cafe-creme-brulee'],
    ['---Already--dashed---', 'already-dashed'],
    ['UPPER lower 123', 'upper-lower-123'],
    ['日本語のタイトル', 'post'],
    ['!!!', 'post'],
    ['', 'post'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('caps the length at 80 without a trailing hyphen', () => {
    const slug = slugify(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('uniqueSlug', () => {
  it('answers the base when free', () => {
    expect(uniqueSlug('post', [])).toBe('post');
    expect(uniqueSlug('post', ['post-2', 'other'])).toBe('post');
  });

  it('answers the first free -n suffix from 2', () => {
    expect(uniqueSlug('post', ['post'])).toBe('post-2');
    expect(uniqueSlug('post', ['post', 'post-2', 'post-3'])).toBe('post-4');
    expect(uniqueSlug('post', ['post', 'post-3'])).toBe('post-2');
  });

  it.each([
    ['new', [], 'new-2'],
    ['edit', [], 'edit-2'],
    ['new', ['new-2'], 'new-3'],
  ])('never answers a reserved staff path: %j taken %j → %j', (base, taken, slug) => {
    expect(uniqueSlug(base, taken)).toBe(slug);
  });

  it('leaves slugs that merely start with a reserved word alone', () => {
    expect(uniqueSlug('new-pricing', [])).toBe('new-pricing');
    expect(uniqueSlug('editorial', [])).toBe('editorial');
  });
});
