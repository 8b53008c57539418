import { describe, expect, it } from 'vitest';
import type { ContentRef } from '@contract/content/index';
import { linkHref } from './content-links';

const SERVICE = '3f0b7c1e-8d2a-4b6e-9c1d-2a5e7f9b0c11';
const STUDY = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const refs: Record<string, ContentRef> = {
  [SERVICE]: { _id: SERVICE, collection: 'services', slug: 'daily-data', name: 'Daily data' },
  [STUDY]: { _id: STUDY, collection: 'case-studies', slug: 'retailer-prices', name: 'Retailer prices' },
};

describe('linkHref: where a content link leads', () => {
  it('sends a service and a case study to their pages by the slug the refs give', () => {
    expect(linkHref({ kind: 'service', id: SERVICE }, refs)).toBe('/services/daily-data');
    expect(linkHref({ kind: 'caseStudy', id: STUDY }, refs)).toBe('/case-studies/retailer-prices');
  });

  it('gives no address for a target the refs do not name (unpublished), nor for no link', () => {
    expect(linkHref({ kind: 'service', id: STUDY.replace('7', '8') }, refs)).toBeNull();
    expect(linkHref({ kind: 'caseStudy', id: SERVICE.replace('3', '4') }, {})).toBeNull();
    expect(linkHref(null, refs)).toBeNull();
  });

  it('keeps a page path and an outside address as written', () => {
    expect(linkHref({ kind: 'page', path: '/contactus' }, refs)).toBe('/contactus');
    expect(linkHref({ kind: 'url', url: 'https://status.example.com/' }, refs)).toBe('https://status.example.com/');
  });
});
