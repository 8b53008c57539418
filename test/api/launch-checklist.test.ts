import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@contract/content/index';
import type { LaunchCheckId, LaunchChecklist } from '@contract/launch-checklist';
import { auditEvents } from '../../server/db/schema/index';
import { timeOrderedUuid } from '../../server/lib/time-ordered-id';
import { createSettingsRepository } from '../../server/repositories/settings';
import { launchChecklist } from '../../server/routes/launch-checklist/checks';
import type { LaunchFacts } from '../../server/repositories/launch-facts';
import { buildTestApp, type Session } from '../helpers/app';

const DAY = 86_400_000;
const done: LaunchFacts = {
  adminsWithGivenPassword: [],
  publishedSamples: { testimonials: 0, logos: 0, 'case-studies': 0, pages: 0 },
  lastBackupAt: new Date('2026-11-25T12:00:00Z'),
  legal: { company: null, pages: [] },
};
const now = new Date('2026-11-26T12:00:00Z');
const ok = (list: Pick<LaunchChecklist, 'items'>) => Object.fromEntries(list.items.map((i) => [i.id, i.ok])) as Record<LaunchCheckId, boolean>;

describe('launch checklist rules', () => {
  it('is all done with a public address, SMTP, no published samples and a backup this week; each item links somewhere', () => {
    const list = launchChecklist(done, { siteUrl: 'https://www.example.com', smtpConfigured: true }, now);
    expect(list).toMatchObject({ done: 8, total: 8 });
    expect(list.items.map((i) => i.href)).toEqual([
      '/admin/users',
      '/sitemap.xml',
      '/admin/emails',
      '/admin/site/testimonials',
      '/admin/site/logos',
      '/admin/site/case-studies',
      '/admin/site/pages',
      '/admin/users',
    ]);
  });

  it('flags a loopback SITE_URL, no SMTP_URL and a backup older than 7 days, saying what to do', () => {
    const stale = { ...done, lastBackupAt: new Date(now.getTime() - 8 * DAY) };
    const list = launchChecklist(stale, { siteUrl: 'http://127.0.0.1:3000', smtpConfigured: false }, now);
    expect(ok(list)).toMatchObject({ 'site-url': false, 'smtp-url': false, backup: false, 'legal-pages': true });
    const detail = Object.fromEntries(list.items.map((i) => [i.id, i.detail]));
    expect(detail['site-url']).toContain('SITE_URL=https://your.domain');
    expect(detail['smtp-url']).toContain('SMTP_URL is not set');
    expect(detail.backup).toBe('The last backup was taken 8 days ago.');
    expect(
      launchChecklist({ ...done, lastBackupAt: null }, { siteUrl: 'http://localhost:3000', smtpConfigured: true }, now).items.at(-1)!.detail,
    ).toBe('No backup has been taken yet.');
  });
});

describe('launch checklist: the company facts the legal pages name (decision 116)', () => {
  const company = {
    legalName: 'Example Trading Ltd',
    emails: { general: 'hello@example.test' },
    phones: [],
    registration: { companyNumber: '01234567' },
  };
  const pages = [
    { title: 'Imprint', body: '<p>{legalName}</p><p>No. {registrationNumber}</p><p>VAT {vatId}</p><p>{years} {unknown}</p>' },
    { title: 'Terms of service', body: '<p>Run by {legalName}, {vatId}.</p>' },
    { title: 'Privacy policy', body: '<p>No facts.</p>' },
  ];
  const settings = { siteUrl: 'https://www.example.com', smtpConfigured: true };
  const items = (legal: LaunchFacts['legal']) => launchChecklist({ ...done, legal }, settings, now).items.filter((i) => i.id.startsWith('company-'));

  it('checks each fact a published page names, once, in the facts’ order, before the backup; facts no page names are not checked', () => {
    const list = launchChecklist({ ...done, legal: { company, pages } }, settings, now);
    expect(list.items.map((i) => i.id).slice(-5)).toEqual([
      'legal-pages',
      'company-legal-name',
      'company-registration-number',
      'company-vat-id',
      'backup',
    ]);
    expect(list).toMatchObject({ done: 10, total: 11 });
  });

  it('says which pages show a given fact, and which name a missing one, what happens and where to fill it in', () => {
    expect(items({ company, pages })).toEqual([
      {
        id: 'company-legal-name',
        ok: true,
        label: 'The company’s legal name is given',
        detail: 'Imprint and Terms of service show it: Example Trading Ltd.',
        href: '/admin/site/company',
      },
      {
        id: 'company-registration-number',
        ok: true,
        label: 'The company’s registration number is given',
        detail: 'Imprint shows it: 01234567.',
        href: '/admin/site/company',
      },
      {
        id: 'company-vat-id',
        ok: false,
        label: 'The company’s VAT ID is given',
        detail:
          'Imprint and Terms of service name it ({vatId}) and the company details have none, so that line is left out: fill in Registration › Vat id.',
        href: '/admin/site/company',
      },
    ]);
  });

  it('counts a blank fact as missing, and every named fact while no company is published', () => {
    const blank = items({ company: { ...company, legalName: '  ' }, pages });
    expect(blank.find((i) => i.id === 'company-legal-name')!.ok).toBe(false);
    const none = items({ company: null, pages });
    expect(none.map((i) => i.ok)).toEqual([false, false, false]);
    expect(none[0]!.detail).toContain('no company details are published');
    expect(items({ company, pages: [] })).toEqual([]);
  });
});

describe('GET /api/admin/launch-checklist on a first start with the sample site', async () => {
  const { app, database, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false }, { seedContent: true });
  const admin = await loginAs('admin', { name: 'Ada Admin', password: 'first admin lantern 1' });
  const editor = await loginAs('editor');

  const checklist = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/launch-checklist', headers: admin.bearerHeaders });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json() as LaunchChecklist;
  };
  const detailOf = async (id: LaunchCheckId) => (await checklist()).items.find((i) => i.id === id)!;
  const items = async (collection: string) =>
    (await app.inject({ method: 'GET', url: `/api/content/${collection}`, headers: editor.bearerHeaders })).json() as ContentItem[];
  /** A staff edit of an item, published at once. */
  const publishEdit = async (collection: string, item: ContentItem, change: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/content/${collection}/${item._id}`,
      headers: editor.bearerHeaders,
      payload: { data: { ...item.data, ...change }, action: 'publish' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const changePassword = (as: Session, id: string, password: string, currentPassword?: string) =>
    app.inject({ method: 'PUT', url: `/api/auth/changepassword/${id}`, headers: as.bearerHeaders, payload: { password, currentPassword } });

  it('starts with nothing done but the company facts the sample gives: given passwords, localhost, no SMTP, every sample published, no backup', async () => {
    const list = await checklist();
    // The sample's legal pages name eight company facts; its company item gives the legal name, address, e-mail and phone.
    expect(list).toMatchObject({ done: 4, total: 16 });
    expect(list.items.filter((i) => i.ok).map((i) => i.id)).toEqual(['company-legal-name', 'company-address', 'company-email', 'company-phone']);
    expect(list.items.find((i) => i.id === 'sample-testimonials')!.detail).toBe('7 sample testimonials are still published.');
    expect(list.items.find((i) => i.id === 'sample-case-studies')!.detail).toBe('3 sample case studies are still published.');
    expect(list.items.find((i) => i.id === 'legal-pages')!.detail).toBe('6 legal pages still show the sample text.');
    expect(list.items.find((i) => i.id === 'admin-password')!.detail).toMatch(/^Ada Admin still signs in with a password set for them/);
  });

  it('an admin’s password counts once they chose it themselves, not when another admin set it', async () => {
    const second = await loginAs('admin', { name: 'Bo Admin', password: 'second admin lantern 2' });
    expect((await detailOf('admin-password')).detail).toMatch(/^Ada Admin, Bo Admin still sign in/);
    expect((await changePassword(admin, admin.user._id, 'copper kettle morning 31', 'first admin lantern 1')).statusCode).toBe(200);
    expect((await detailOf('admin-password')).detail).toMatch(/^Bo Admin still signs in/);
    // Ada sets Bo's password: still one Bo did not choose.
    expect((await changePassword(admin, second.user._id, 'silver meadow evening 42')).statusCode).toBe(200);
    expect((await detailOf('admin-password')).ok).toBe(false);
    const bo = await loginAs('admin', { email: second.user.email, password: 'silver meadow evening 42' });
    expect((await changePassword(bo, bo.user._id, 'amber river sunrise 53', 'silver meadow evening 42')).statusCode).toBe(200);
    expect(await detailOf('admin-password')).toMatchObject({ ok: true, detail: 'Every admin signs in with a password they chose.' });
  });

  it('sample items stop counting when unpublished or edited by staff; legal pages when reviewed', async () => {
    for (const t of await items('testimonials')) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/content/testimonials/${t._id}/unpublish`,
        headers: editor.bearerHeaders,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await detailOf('sample-testimonials')).toMatchObject({ ok: true, detail: 'No sample testimonials published.' });
    const [logo] = await items('logos');
    await publishEdit('logos', logo!, { name: 'Real client', url: 'https://client.example' });
    expect(await detailOf('sample-logos')).toMatchObject({ ok: false, detail: '7 sample logos are still published.' });
    const [privacy] = await items('pages');
    await publishEdit('pages', privacy!, { body: '<p>Our reviewed privacy policy.</p>' });
    expect((await detailOf('legal-pages')).detail).toBe('5 legal pages still show the sample text.');
  });

  it('a company fact the legal pages name counts once the company item gives it, and stops being checked when no page names it', async () => {
    expect(await detailOf('company-registration-number')).toMatchObject({
      ok: false,
      detail:
        'Imprint names it ({registrationNumber}) and the company details have none, so that line is left out: fill in Registration › Company number.',
    });
    const company = (await app.inject({ method: 'GET', url: '/api/content/company', headers: editor.bearerHeaders })).json() as ContentItem;
    const data = company.data as { registration: Record<string, string> };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/content/company',
      headers: editor.bearerHeaders,
      payload: {
        data: { ...data, registration: { ...data.registration, companyNumber: 'HRB 123456' } },
        action: 'publish',
        version: company.version,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await detailOf('company-registration-number')).toMatchObject({ ok: true, detail: 'Imprint shows it: HRB 123456.' });

    const imprint = (await items('pages')).find((p) => (p.data as { slug: string }).slug === 'imprint')!;
    await publishEdit('pages', imprint, { body: '<p>{legalName}</p>' });
    const ids = (await checklist()).items.map((i) => i.id);
    expect(ids).not.toContain('company-vat-id');
    // The privacy policy and the terms still name the legal name and address.
    expect(ids.filter((id) => id.startsWith('company-'))).toEqual(['company-legal-name', 'company-address']);
  });

  it('a backup counts for 7 days: a download (audited) or the command line’s offline backup', async () => {
    await createSettingsRepository(database.db).recordBackupTaken(new Date(Date.now() - 9 * DAY));
    expect(await detailOf('backup')).toMatchObject({ ok: false, detail: 'The last backup was taken 9 days ago.' });
    await createSettingsRepository(database.db).recordBackupTaken(new Date(Date.now() - 2 * DAY));
    expect(await detailOf('backup')).toMatchObject({ ok: true, detail: 'The last backup was taken 2 days ago.' });
    await database.db.insert(auditEvents).values({ id: timeOrderedUuid(), action: 'backup.downloaded', targetType: 'backup' });
    expect(await detailOf('backup')).toMatchObject({ ok: true, detail: 'The last backup was taken today.' });
  });

  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/launch-checklist', headers: editor.bearerHeaders })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/launch-checklist' })).statusCode).toBe(401);
  });
});
