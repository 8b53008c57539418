import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPagePattern, plainMissingPath } from './missing-paths';

describe('plainMissingPath', () => {
  const onlyCatchAll = () => true;

  it('answers the path of a request only the catch-all route matches', () => {
    expect(plainMissingPath('/wp-login.php?x=1', onlyCatchAll)).toBe('/wp-login.php');
  });

  it("never takes React Router's own requests for missing pages: the route manifest and single-fetch data", () => {
    expect(plainMissingPath('/__manifest?p=%2Fblog&version=abc', onlyCatchAll)).toBeNull();
    expect(plainMissingPath('/nope.data', onlyCatchAll)).toBeNull();
    expect(plainMissingPath('/_root.data?_routes=root', onlyCatchAll)).toBeNull();
  });

  it('leaves API paths and paths a real route matches alone', () => {
    expect(plainMissingPath('/api/nothing', onlyCatchAll)).toBeNull();
    expect(plainMissingPath('/blog/some-post', () => false)).toBeNull();
  });
});

describe('createPagePattern', () => {
  const routes = {
    root: { id: 'root', path: '', module: {} },
    layout: { id: 'layout', parentId: 'root', module: {} },
    home: { id: 'home', parentId: 'layout', index: true, module: {} },
    faq: { id: 'faq', parentId: 'layout', path: 'faq', module: {} },
    article: { id: 'article', parentId: 'layout', path: 'blogs/:slug', module: {} },
    tag: { id: 'tag', parentId: 'layout', path: 'blogs/tag/:tag', module: {} },
    staff: { id: 'staff', parentId: 'root', path: 'admin', module: {} },
    users: { id: 'users', parentId: 'staff', path: 'users', module: {} },
    notFound: { id: 'notFound', parentId: 'layout', path: '*', module: {} },
  } as unknown as ServerBuild['routes'];
  const patternOf = createPagePattern(routes);

  it("names a page by the web app's route, never by the path it was asked for (issue 43: a page's trace span)", () => {
    expect(patternOf('/')).toBe('/');
    expect(patternOf('/faq?utm_source=x')).toBe('/faq');
    expect(patternOf('/blogs/how-we-scrape')).toBe('/blogs/:slug');
    expect(patternOf('/blogs/tag/python')).toBe('/blogs/tag/:tag');
    expect(patternOf('/admin/users')).toBe('/admin/users');
    expect(patternOf('/wp-login.php')).toBe('/*');
  });
});
