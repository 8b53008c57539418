import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionHint, SerpPreview, titleHint, truncate } from './serp-preview';

describe('search result preview', () => {
  it('cuts the title at 60 and the description at 155 characters, on a word', () => {
    const title = 'Word '.repeat(20).trim();
    const description = 'lorem ipsum '.repeat(20).trim();
    render(<SerpPreview title={title} url="https://example.com/blogs/a" description={description} />);
    const shownTitle = screen.getByTestId('serp-title').textContent ?? '';
    expect(shownTitle.length).toBeLessThanOrEqual(60);
    expect(shownTitle.endsWith('…')).toBe(true);
    expect((screen.getByTestId('serp-description').textContent ?? '').length).toBeLessThanOrEqual(155);
    expect(truncate('short', 60)).toBe('short');
  });

  it('names the lengths in words, not colour alone', () => {
    expect(titleHint(48)).toBe('48/60 — the meta title; left empty, the post title is used');
    expect(titleHint(70)).toMatch(/cut it short/);
    expect(descriptionHint(0)).toMatch(/excerpt is used/);
    expect(descriptionHint(90)).toMatch(/short/);
    expect(descriptionHint(138)).toBe('138 / 120–155 — a good length');
    expect(descriptionHint(170)).toMatch(/long/);
  });
});
