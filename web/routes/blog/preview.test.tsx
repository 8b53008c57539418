import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogPost, json, renderScreen, stubApi } from '../../../test/staff/staff-test-kit';
import * as Preview from './preview';

describe('Preview page (/blogs/preview/:token)', () => {
  it('shows the unpublished text under a "not published" banner; answers no-store and noindex', async () => {
    const post = { ...blogPost(1, { status: 'draft', isPublished: false, title: 'Coming soon' }), previewExpiresAt: '2026-12-02T10:00:00.000Z' };
    stubApi({ 'GET /api/blog-previews/tok-1': () => json(200, post) });
    renderScreen('/blogs/preview/:token', Preview, '/blogs/preview/tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('note').textContent).toMatch(/^Preview — not published\. This link works until .*2026\.$/);
    expect(Preview.headers()).toEqual({
      'Cache-Control': 'no-store, private',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('says when the link has expired or was revoked', async () => {
    stubApi({ 'GET /api/blog-previews/old': () => json(404, { message: 'This preview link has expired or was revoked' }) });
    renderScreen('/blogs/preview/:token', Preview, '/blogs/preview/old');
    expect(await screen.findByRole('heading', { level: 1, name: 'This preview link has expired or was revoked' })).toBeInTheDocument();
  });
});
