import { describe, expect, it } from 'vitest';
import { meta as blogMeta } from '~/routes/blog/blog-index';
import { meta as servicesMeta } from '~/routes/marketing/services';
import { EMPTY_SHELL, MARKETING_LAYOUT_ID, pageTitle, titled, type ShellData } from './shell-data';

/** A meta function's matches with the marketing layout's shell naming this company (none: no company item). */
function matchesNaming(name: string | null) {
  const company = name ? ({ name } as ShellData['company']) : null;
  return [
    { id: 'root', data: { siteUrl: 'https://example.com' } },
    { id: MARKETING_LAYOUT_ID, data: { shell: { ...EMPTY_SHELL, company } } },
  ];
}

const titleOf = (descriptors: unknown) => (descriptors as { title?: string }[]).find((d) => d.title !== undefined)?.title;

describe('public page titles name the published company', () => {
  it('add the company item’s name, and nothing while none is published', () => {
    expect(pageTitle('Services', matchesNaming('Acme Data Ltd'))).toBe('Services | Acme Data Ltd');
    expect(pageTitle('Services', matchesNaming(null))).toBe('Services');
    expect(pageTitle('Services', [])).toBe('Services');
    expect(titled('Error', 'Acme Data Ltd')).toBe('Error | Acme Data Ltd');
  });

  it('a renamed company renames the pages’ titles (the services overview and the blog)', () => {
    type Args = Parameters<typeof servicesMeta>[0];
    const args = (name: string) => ({ matches: matchesNaming(name), data: { page: 1, totalPages: 1 }, loaderData: undefined }) as unknown as Args;
    expect(titleOf(servicesMeta(args('Acme Data Ltd')))).toMatch(/ \| Acme Data Ltd$/);
    expect(titleOf(blogMeta(args('Acme Data Ltd') as unknown as Parameters<typeof blogMeta>[0]))).toBe('Blog | Acme Data Ltd');
    expect(titleOf(blogMeta(args('Renamed Co') as unknown as Parameters<typeof blogMeta>[0]))).toBe('Blog | Renamed Co');
  });
});
