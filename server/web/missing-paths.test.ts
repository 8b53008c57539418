import { describe, expect, it } from 'vitest';
import { plainMissingPath } from './missing-paths';

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
