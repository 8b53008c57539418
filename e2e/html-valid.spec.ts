import { HtmlValidate } from 'html-validate';
import { expect, test } from './fixtures';

// The markup as a crawler or assistive technology reads it, on every address the sitemap offers and on
// the not-found page: html-validate's standard rules (content models, ARIA use, autocomplete tokens,
// duplicate ids), not its stylistic ones (React writes `charSet` and `<meta/>`, which HTML allows).
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

// The search's results and a not-found page with suggestions (decision 119) are checked with them.
const EXTRA: Record<string, number> = { '/no-such-page': 404, '/powerbi-dashboards': 404, '/search?q=data+feeds': 200 };

test('every sitemap page, the search and the not-found page are valid HTML', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(10);
  const errors: string[] = [];
  for (const path of [...paths, ...Object.keys(EXTRA)]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(EXTRA[path] ?? 200);
    const report = await validator.validateString(await res.text(), path);
    for (const result of report.results) {
      for (const m of result.messages) errors.push(`${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  expect(errors).toEqual([]);
});
