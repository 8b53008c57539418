import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContentConflict, ContentItem } from '@contract/content/index';
import { auditEvents, contentItems } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { serviceData, testimonialData } from '../helpers/content-fixtures';
import { expectErrorShape } from '../helpers/fixtures';

const testimonial = testimonialData;

const industry = (name: string) => ({ name, icon: 'Globe', summary: `${name} data`, link: null });

const service = serviceData;

const company = (phone: string) => ({
  name: 'DataLoom Solutions',
  legalName: 'DataLoom Solutions Ltd',
  about: 'Scraping for {years} years',
  emails: { general: 'hello@example.com' },
  phones: [{ label: 'Sales', display: phone, tel: '+442071234567' }],
  socialProfiles: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/dataloom' }],
  figures: { foundedYear: 2010, projects: 550, clients: 120, experts: 20, satisfactionPercent: 96 },
  reviewBadge: null,
  logo: null,
  registration: {},
  statusPageUrl: null,
});

/** Issue 30 point 1 (decision 072): the site's content, typed by contract/content, with drafts, versions, revisions and previews. */
describe('site content API', async () => {
  // Every content write tells the page cache (and other processes) to drop what it holds.
  let changes = 0;
  const { app, database, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false }, { onContentChange: () => void changes++ });
  const admin = await loginAs('admin', { name: 'Ada Admin' });
  const editor = await loginAs('editor', { name: 'Eve Editor' });
  const author = await loginAs('author');
  const as = (s: { bearerHeaders: Record<string, string> }) => s.bearerHeaders;

  const create = async (collection: string, data: object, action: 'save' | 'publish' = 'save', who = admin): Promise<ContentItem> => {
    const res = await app.inject({ method: 'POST', url: `/api/content/${collection}`, headers: as(who), payload: { data, action } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ContentItem;
  };
  const save = (collection: string, id: string, payload: object, headers: Record<string, string> = as(admin)) =>
    app.inject({ method: 'PUT', url: `/api/content/${collection}/${id}`, headers, payload });
  const publicList = async (collection: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/content/${collection}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { res, items: res.json() as ContentItem[] };
  };
  const names = (items: ContentItem[]) => items.map((i) => (i.data as { name: string }).name);

  it('a draft testimonial is not public; its preview link shows it uncached; Publish shows it to everyone', async () => {
    await create('testimonials', testimonial('Pat Published'), 'publish');
    const draft = await create('testimonials', testimonial('Dana Draft'));
    expect(draft.status).toBe('draft');
    expect(names((await publicList('testimonials')).items)).toEqual(['Pat Published']);

    const staff = await app.inject({ method: 'GET', url: '/api/content/testimonials', headers: as(editor) });
    expect(names(staff.json() as ContentItem[])).toEqual(['Pat Published', 'Dana Draft']);

    const link = await app.inject({ method: 'POST', url: `/api/content/testimonials/${draft._id}/preview`, headers: as(admin) });
    expect(link.statusCode, link.body).toBe(201);
    const { url, token } = link.json() as { url: string; token: string };
    expect(url).toMatch(/\/\?preview=/);
    const byToken = await app.inject({ method: 'GET', url: `/api/content-previews/${token}` });
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(byToken.json()).toMatchObject({ path: '/', item: { _id: draft._id, status: 'draft', data: { name: 'Dana Draft' } } });
    expect(byToken.headers['cache-control']).toContain('no-store');
    const previewed = await publicList('testimonials', `?preview=${token}`);
    expect(names(previewed.items)).toEqual(['Pat Published', 'Dana Draft']);
    expect(previewed.res.headers['cache-control']).toContain('no-store');
    expect(previewed.res.headers['x-robots-tag']).toContain('noindex');
    expect(names((await publicList('testimonials', '?preview=not-a-live-token')).items)).toEqual(['Pat Published']);

    const changesBefore = changes;
    const published = await save('testimonials', draft._id, { data: testimonial('Dana Draft'), action: 'publish', version: draft.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(changes).toBe(changesBefore + 1);
    expect(names((await publicList('testimonials')).items)).toEqual(['Pat Published', 'Dana Draft']);
    expect((await publicList('testimonials')).res.headers['x-content-tags']).toBe('c:testimonials');

    // A revoked link shows nothing more than the site.
    const links = (await app.inject({ method: 'GET', url: `/api/content/testimonials/${draft._id}/previews`, headers: as(admin) })).json() as {
      _id: string;
    }[];
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/content/testimonials/${draft._id}/previews/${links[0]!._id}`,
      headers: as(admin),
    });
    expect(revoked.statusCode).toBe(204);
    const unpublished = await app.inject({
      method: 'POST',
      url: `/api/content/testimonials/${draft._id}/unpublish`,
      headers: as(admin),
      payload: {},
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(names((await publicList('testimonials', `?preview=${token}`)).items)).toEqual(['Pat Published']);
    expect((await app.inject({ method: 'GET', url: `/api/content-previews/${token}` })).statusCode).toBe(404);
    // The purge and the rest every kind shares are in documents.test.ts.
  });

  it('a published item’s saved change waits as pending until Publish; Discard drops it', async () => {
    const item = await create('industries', industry('Retail'), 'publish');
    const saved = await save('industries', item._id, { data: industry('Retail and e-commerce'), action: 'save' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as ContentItem;
    expect(after.version).toBe(item.version + 1);
    expect((after.pending as { name: string }).name).toBe('Retail and e-commerce');
    const visible = (await publicList('industries')).items.find((i) => i._id === item._id)!;
    expect((visible.data as { name: string }).name).toBe('Retail');
    expect(visible.pending).toBeNull();
    expect(visible.updatedByName).toBe('');

    const discarded = await app.inject({
      method: 'POST',
      url: `/api/content/industries/${item._id}/discard`,
      headers: as(editor),
      payload: { version: after.version },
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((discarded.json() as ContentItem).pending).toBeNull();

    await save('industries', item._id, { data: industry('Retail and e-commerce'), action: 'publish' });
    const live = (await publicList('industries')).items.find((i) => i._id === item._id)!;
    expect((live.data as { name: string }).name).toBe('Retail and e-commerce');
  });

  it('a stale save answers 409 with the item as it is now and who changed it; If-Match of a fresh GET saves; no version: last write wins', async () => {
    const item = await create('offices', { city: 'Leeds', address: '1 Park Row', phone: null, hours: '9–17', mapUrl: null });
    const office = (city: string) => ({ city, address: '1 Park Row', phone: null, hours: '9–17', mapUrl: null });
    expect((await save('offices', item._id, { data: office('York'), version: item.version }, as(editor))).statusCode).toBe(200);

    const stale = await save('offices', item._id, { data: office('Hull'), version: item.version });
    expect(stale.statusCode, stale.body).toBe(409);
    const conflict = stale.json() as ContentConflict;
    expect(conflict.current.version).toBe(item.version + 1);
    expect(conflict.changedBy.name).toBe('Eve Editor');
    expect((conflict.current.data as { city: string }).city).toBe('York');

    const fresh = await app.inject({ method: 'GET', url: `/api/content/offices/${item._id}`, headers: as(admin) });
    const etag = fresh.headers.etag as string;
    expect(etag).toBe(`"${item.version + 1}"`);
    const withTag = await save('offices', item._id, { data: office('Hull') }, { ...as(admin), 'if-match': etag });
    expect(withTag.statusCode, withTag.body).toBe(200);
    expect((await save('offices', item._id, { data: office('Bath') }, { ...as(admin), 'if-match': etag })).statusCode).toBe(409);
    expect((await save('offices', item._id, { data: office('Bath') })).statusCode).toBe(200);

    // Two saves on one version at once: the row lock lets one in, the other is stale.
    const version = ((await app.inject({ method: 'GET', url: `/api/content/offices/${item._id}`, headers: as(admin) })).json() as ContentItem)
      .version;
    const race = await Promise.all(['Ely', 'Wells'].map((city) => save('offices', item._id, { data: office(city), version })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('data is checked by the collection’s schema: 400 naming the field; rich text sanitised; slugs made and unique', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/content/testimonials',
      headers: as(admin),
      payload: { data: { ...testimonial('No Permission'), permission: { granted: false, by: 'x', on: '2026-01-01', note: '' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.map((e) => e.field)).toContain('data.permission.granted');
    const noAlt = await app.inject({
      method: 'POST',
      url: '/api/content/logos',
      headers: as(admin),
      payload: { data: { name: 'Acme', image: { src: '/uploads/a.png', alt: '', width: 10, height: 10 }, url: null } },
    });
    expect(expectErrorShape(noAlt).errors?.map((e) => e.field)).toContain('data.image.alt');
    const unknown = await app.inject({ method: 'GET', url: '/api/content/widgets' });
    expect(unknown.statusCode).toBe(400);

    const first = await create('services', service('Web Scraping'), 'publish');
    expect(first.slug).toBe('web-scraping');
    expect((first.data as { body: string }).body).toBe('<p>Clean data</p>');
    const second = await create('services', service('Web Scraping'));
    expect(second.slug).toBe('web-scraping-2');
    const taken = await save('services', second._id, { data: { ...service('Web Scraping'), slug: 'web-scraping' } });
    expect(taken.statusCode).toBe(400);
    expect(expectErrorShape(taken).errors?.[0]?.field).toBe('data.slug');
  });

  it('company and home are single items at /api/content/{name}: created by their first save, 404 to visitors until published', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/content/company' })).statusCode).toBe(404);
    const first = await app.inject({
      method: 'PUT',
      url: '/api/content/company',
      headers: as(admin),
      payload: { data: company('+44 20 7123 4567'), action: 'publish' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json() as ContentItem;
    const visitor = await app.inject({ method: 'GET', url: '/api/content/company' });
    expect(visitor.statusCode).toBe(200);
    expect((visitor.json() as ContentItem).data).toMatchObject({ phones: [{ display: '+44 20 7123 4567' }], figures: { minimums: true } });

    const pending = await app.inject({
      method: 'PUT',
      url: '/api/content/company',
      headers: as(editor),
      payload: { data: company('+44 20 7000 0000'), version: created.version },
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(((await app.inject({ method: 'GET', url: '/api/content/company' })).json() as ContentItem).data).toMatchObject({
      phones: [{ display: '+44 20 7123 4567' }],
    });
    const staleCompany = await app.inject({
      method: 'PUT',
      url: '/api/content/company',
      headers: as(admin),
      payload: { data: company('+1'), version: created.version },
    });
    expect(staleCompany.statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/content/company', headers: as(admin), payload: { data: company('+1') } })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'DELETE', url: `/api/content/company/${created._id}`, headers: as(admin) })).statusCode).toBe(409);
    expect(
      (await app.inject({ method: 'POST', url: `/api/content/company/${created._id}/unpublish`, headers: as(admin), payload: {} })).statusCode,
    ).toBe(409);
  });

  it('delete is refused while another item points at the item, naming it; then allowed', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/content/services',
      headers: as(admin),
      payload: { data: service('Ghost refs', ['0190a8d2-7a4c-7000-8000-000000000009']) },
    });
    expect(missing.statusCode).toBe(400);
    expect(expectErrorShape(missing).errors?.[0]?.field).toBe('data.relatedIndustries.0');
    const finance = await create('industries', industry('Finance'), 'publish');
    const wrongKind = await app.inject({
      method: 'POST',
      url: '/api/content/case-studies',
      headers: as(admin),
      payload: {
        data: {
          title: 'T',
          client: 'a retailer',
          clientIsNamed: false,
          industry: null,
          services: [finance._id],
          summary: '',
          challenge: '',
          approach: '',
          results: [{ value: '1', label: 'x' }],
          quote: null,
          image: null,
        },
      },
    });
    expect(expectErrorShape(wrongKind).errors?.[0]?.field).toBe('data.services.0');
    const svc = await create('services', service('Price Monitoring', [finance._id]), 'publish');
    expect(svc.refs[finance._id]).toMatchObject({ name: 'Finance', collection: 'industries' });
    const refused = await app.inject({ method: 'DELETE', url: `/api/content/industries/${finance._id}`, headers: as(admin) });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toContain('Price Monitoring');
    expect((await app.inject({ method: 'DELETE', url: `/api/content/services/${svc._id}`, headers: as(admin) })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/api/content/industries/${finance._id}`, headers: as(admin) })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/content/industries/${finance._id}`, headers: as(admin) })).statusCode).toBe(404);

    const page = await create('pages', { slug: 'privacy', title: 'Privacy', body: '<p>Sample</p>', lastUpdated: '2026-11-01' });
    expect((await app.inject({ method: 'DELETE', url: `/api/content/pages/${page._id}`, headers: as(admin) })).statusCode).toBe(409);
  });

  it('order puts the collection in the given order; a list that is not the collection’s answers 409', async () => {
    const a = await create('faq', { group: 'Legal', question: 'Is scraping legal?', answer: '<p>Yes</p>' });
    const b = await create('faq', { group: 'Legal', question: 'Who owns the data?', answer: '<p>You</p>' });
    const ordered = await app.inject({ method: 'PUT', url: '/api/content/faq/order', headers: as(admin), payload: { ids: [b._id, a._id] } });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((ordered.json() as ContentItem[]).map((i) => i._id)).toEqual([b._id, a._id]);
    const staff = (await app.inject({ method: 'GET', url: '/api/content/faq', headers: as(admin) })).json() as ContentItem[];
    expect(staff.map((i) => i._id)).toEqual([b._id, a._id]);
    const stale = await app.inject({ method: 'PUT', url: '/api/content/faq/order', headers: as(admin), payload: { ids: [a._id] } });
    expect(stale.statusCode).toBe(409);
  });

  it('every write keeps a revision; restore puts it back as a draft’s text or a published item’s pending change', async () => {
    const item = await create('team', { name: 'Sam', role: 'Engineer', photo: null, bio: 'First bio' });
    await save('team', item._id, { data: { name: 'Sam', role: 'Lead engineer', photo: null, bio: 'Second bio' } });
    const list = await app.inject({ method: 'GET', url: `/api/content/team/${item._id}/revisions`, headers: as(admin) });
    expect(list.headers['x-total-count']).toBe('2');
    const revisions = list.json() as { _id: string; kind: string }[];
    const oldest = revisions[revisions.length - 1]!;
    const one = await app.inject({ method: 'GET', url: `/api/content/team/${item._id}/revisions/${oldest._id}`, headers: as(admin) });
    expect((one.json() as { data: { bio: string } }).data.bio).toBe('First bio');

    const restored = await app.inject({
      method: 'POST',
      url: `/api/content/team/${item._id}/revisions/${oldest._id}/restore`,
      headers: as(admin),
      payload: {},
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as ContentItem).data).toMatchObject({ bio: 'First bio' });

    await save('team', item._id, { data: { name: 'Sam', role: 'Lead engineer', photo: null, bio: 'Live bio' }, action: 'publish' });
    const again = await app.inject({
      method: 'POST',
      url: `/api/content/team/${item._id}/revisions/${oldest._id}/restore`,
      headers: as(admin),
      payload: { version: 1 },
    });
    expect(again.statusCode).toBe(409);
    const pending = await app.inject({
      method: 'POST',
      url: `/api/content/team/${item._id}/revisions/${oldest._id}/restore`,
      headers: as(admin),
      payload: {},
    });
    const after = pending.json() as ContentItem;
    expect(after.data).toMatchObject({ bio: 'Live bio' });
    expect(after.pending).toMatchObject({ bio: 'First bio' });
  });

  it('visitors’ answers are kept until the next content write', async () => {
    const item = await create('faq', { group: 'Data', question: 'Which formats?', answer: '<p>CSV</p>' }, 'publish');
    const answerOf = async () => ((await publicList('faq')).items.find((i) => i._id === item._id)!.data as { answer: string }).answer;
    expect(await answerOf()).toBe('<p>CSV</p>');
    // A change behind the API's back is not seen: the answer comes from memory.
    await database.db
      .update(contentItems)
      .set({ data: { ...item.data, answer: '<p>Changed behind</p>' } })
      .where(eq(contentItems.id, item._id));
    expect(await answerOf()).toBe('<p>CSV</p>');
    await save('faq', item._id, { data: { ...item.data, answer: '<p>CSV, JSON</p>' }, action: 'publish' });
    expect(await answerOf()).toBe('<p>CSV, JSON</p>');
  });

  it('an explicit save clears the sample flag of first-start text', async () => {
    const item = await create('logos', {
      name: 'Sample Co',
      image: { src: '/uploads/s.png', alt: 'Sample Co logo', width: 10, height: 10 },
      url: null,
    });
    await database.db.update(contentItems).set({ sample: true }).where(eq(contentItems.id, item._id));
    const before = (await app.inject({ method: 'GET', url: `/api/content/logos/${item._id}`, headers: as(admin) })).json() as ContentItem;
    expect(before.sample).toBe(true);
    const saved = await save('logos', item._id, { data: { ...before.data, name: 'Real Co' } });
    expect((saved.json() as ContentItem).sample).toBe(false);
  });

  it('writes are for admins and editors only, each in the audit log', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/content/logos', headers: as(author), payload: { data: {} } });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/content/logos', payload: { data: {} } })).statusCode).toBe(401);
    // An author reads as a visitor does: published items only.
    const draft = await create(
      'logos',
      { name: 'Hidden Co', image: { src: '/uploads/h.png', alt: 'Hidden Co logo', width: 10, height: 10 }, url: null },
      'save',
      editor,
    );
    const asAuthor = (await app.inject({ method: 'GET', url: '/api/content/logos', headers: as(author) })).json() as ContentItem[];
    expect(asAuthor.map((i) => i._id)).not.toContain(draft._id);
    const entries = await database.db.select().from(auditEvents).where(eq(auditEvents.targetId, draft._id));
    expect(entries.map((e) => [e.action, e.actorName, e.targetLabel])).toEqual([['content.created', 'Eve Editor', 'logos: Hidden Co']]);
  });
});
