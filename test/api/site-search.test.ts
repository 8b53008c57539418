import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@contract/content/index';
import { SEARCH_KINDS, type SearchKind, type SiteSearch } from '@contract/search';
import { buildTestApp } from '../helpers/app';

/**
 * The whole site's search (issue 48 point 4, decision 119), on both databases: every kind of page
 * is found by its words, ranked, with the matched words marked, and a change is found at once.
 */
describe('GET /api/search', async () => {
  const { app, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false }, { seedContent: true });
  const admin = await loginAs('admin');
  const search = async (q: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SiteSearch>();
    expect(Number(res.headers['x-total-count'])).toBe(body.total);
    return body;
  };
  const published = async (collection: string) => (await app.inject({ method: 'GET', url: `/api/content/${collection}` })).json<ContentItem[]>();
  const marked = (hit: SiteSearch['results'][number]) => hit.snippet.filter((s) => s.mark).map((s) => s.text.toLowerCase());

  const post = await app.inject({
    method: 'POST',
    url: '/api/blogs/new',
    headers: admin.bearerHeaders,
    payload: { title: 'A night at the price desk', content: '<p>Our crawler reads quartzwillow prices while the shops sleep.</p>' },
  });
  expect(post.statusCode, post.body).toBe(201);

  it('finds one page of each kind by its title, linked to its address', async () => {
    const [service] = await published('services');
    const [industry] = await published('industries');
    const [study] = await published('case-studies');
    const [question] = await published('faq');
    const imprint = (await published('pages')).find((p) => p.slug === 'imprint' || (p.data as { slug: string }).slug === 'imprint')!;
    const expected: [SearchKind, string, string][] = [
      ['service', service!.name, `/services/${service!.slug}`],
      ['industry', industry!.name, '/industries'],
      ['case-study', study!.name, `/case-studies/${study!.slug}`],
      ['faq', question!.name, '/faq'],
      ['legal', imprint.name, '/legal/imprint'],
      ['post', 'A night at the price desk', '/blogs/a-night-at-the-price-desk'],
    ];
    for (const [kind, title, url] of expected) {
      const { results } = await search(`"${title}"`);
      expect(results.find((r) => r.kind === kind && r.title === title)?.url, `${kind}: ${title}`).toBe(url);
    }
    expect(SEARCH_KINDS).toHaveLength(expected.length);
  });

  it("marks the matched words in the snippet, a post's too", async () => {
    const { results, total } = await search('quartzwillow');
    expect(total).toBe(1);
    expect(results[0]).toMatchObject({ kind: 'post', title: 'A night at the price desk' });
    expect(marked(results[0]!)).toEqual(['quartzwillow']);
  });

  it('ranks a title match above a body match, and pages through every match', async () => {
    const [service] = await published('services');
    const word = service!.name.split(/\s+/).find((w) => w.length > 4)!;
    const { results, total } = await search(word);
    expect(total).toBeGreaterThan(1);
    expect(results[0]!.title.toLowerCase()).toContain(word.toLowerCase());
    const all: string[] = [];
    for (let page = 1; all.length < total; page++) {
      const next = await search(word, `&page=${page}&limit=2`);
      expect(next.total).toBe(total);
      expect(next.results.length).toBeGreaterThan(0);
      all.push(...next.results.map((r) => `${r.kind} ${r.url} ${r.title}`));
    }
    expect(new Set(all).size).toBe(total);
    const past = await search(word, `&page=${Math.ceil(total / 2) + 1}&limit=2`);
    expect(past).toEqual({ results: [], total });
  });

  it("finds the company's registration number on the Imprint once the company says it (its tokens filled in, decision 116)", async () => {
    expect((await search('QX77421')).total).toBe(0);
    const company = (await app.inject({ method: 'GET', url: '/api/content/company', headers: admin.bearerHeaders })).json<ContentItem>();
    const data = { ...company.data, registration: { ...(company.data as { registration?: object }).registration, companyNumber: 'QX77421' } };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/content/company/${company._id}`,
      headers: admin.bearerHeaders,
      payload: { data, action: 'publish', version: company.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { results } = await search('QX77421');
    expect(results.map((r) => r.url)).toEqual(['/legal/imprint']);
    expect(results[0]!.snippet.map((s) => s.text).join('')).not.toContain('{registrationNumber}');
  });

  it('finds a draft’s words only once it is published, and a changed page by its new words at once', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/content/faq',
      headers: admin.bearerHeaders,
      payload: { data: { group: 'General', question: 'Do you handle lanternmoss?', answer: '<p>Yes, every day.</p>' }, action: 'save' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await search('lanternmoss')).total).toBe(0);
    const item = created.json<ContentItem>();
    const publish = await app.inject({
      method: 'PUT',
      url: `/api/content/faq/${item._id}`,
      headers: admin.bearerHeaders,
      payload: { data: item.data, action: 'publish', version: item.version },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await search('lanternmoss')).results.map((r) => [r.kind, r.title])).toEqual([['faq', 'Do you handle lanternmoss?']]);
  });

  it('answers no result for stop words only and for syntax it cannot read, and 400 naming q when it is missing', async () => {
    for (const q of ['the and of', '"', '-', '!!! & |']) expect(await search(q), q).toEqual({ results: [], total: 0 });
    const missing = await app.inject({ method: 'GET', url: '/api/search' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('q');
    const tooMany = await app.inject({ method: 'GET', url: '/api/search?q=data&limit=500' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('limit');
  });
});
