import { describe, expect, it } from 'vitest';
import { missingPathWords } from './search';

describe('missingPathWords', () => {
  it("takes a missing path's words: letters only, its file type dropped, short words and repeats left out, five at most", () => {
    expect(missingPathWords('/services/web-scrapping.html')).toBe('services web scrapping');
    expect(missingPathWords('/PowerBI_Dashboards')).toBe('powerbi dashboards');
    expect(missingPathWords('/wp-login.php')).toBe('login');
    expect(missingPathWords('/blog/blog/2024/12/price-tracking')).toBe('blog price tracking');
    expect(missingPathWords('/one/two/three/four/five/six/seven')).toBe('one two three four five');
    expect(missingPathWords('/caf%C3%A9-menu')).toBe('caf menu');
  });

  it('gives nothing for paths without words: a scanner’s dotfiles, numbers, malformed escapes', () => {
    for (const path of ['/.env', '/', '/123/45', '/.git/', '/%E0%A4%A', '/a/bc/12']) expect(missingPathWords(path), path).toBe('');
  });
});
