import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { companyFacts, findLiteralFigures, renderFacts } from './facts';
import { COLLECTION_NAMES, CONTENT_COLLECTIONS, referencesOf } from './index';

const figures = { foundedYear: 2009, projects: 550, clients: 120, experts: 20, satisfactionPercent: 96, minimums: true };

describe('company figures in texts (one set everywhere)', () => {
  it('renders the tokens from the company record, years from the clock and offices from the count', () => {
    const facts = companyFacts(figures, 3, new Date('2026-11-26T12:00:00Z'));
    expect(
      renderFacts('{years} years, {projects} projects for {clients} clients, {experts} experts, {satisfaction} happy, {offices} offices', facts),
    ).toBe('17 years, 550+ projects for 120+ clients, 20+ experts, 96% happy, 3 offices');
    expect(renderFacts('{projects} and {unknown}', { ...facts, minimums: false })).toBe('550 and {unknown}');
  });

  it('finds figures written out where a token belongs', () => {
    expect(findLiteralFigures('We did 235+ projects in 5 years for 50+ clients')).toEqual(['235+ projects', '5 years', '50+ clients']);
    expect(findLiteralFigures('{projects} projects delivered')).toEqual([]);
  });
});

describe('the collections registry', () => {
  it('has one entry per collection, and every schema gives the JSON Schema the editor’s forms are made from', () => {
    expect(Object.keys(CONTENT_COLLECTIONS)).toEqual([...COLLECTION_NAMES]);
    for (const definition of Object.values(CONTENT_COLLECTIONS)) {
      const json = z.toJSONSchema(definition.schema, { io: 'input' }) as { type: string };
      expect(json.type).toBe('object');
    }
  });

  it('marks references with the collection they point at, and lists the ids an item points at', () => {
    const json = JSON.stringify(z.toJSONSchema(CONTENT_COLLECTIONS['case-studies'].schema, { io: 'input' }));
    expect(json).toContain('"widget":"ref","collection":"services"');
    const industry = '0190a8d2-7a4c-7000-8000-000000000001';
    const service = '0190a8d2-7a4c-7000-8000-000000000002';
    const caseStudy = CONTENT_COLLECTIONS['case-studies'].schema.parse({
      title: 'Prices for a retailer',
      client: 'a European retailer',
      clientIsNamed: false,
      industry,
      services: [service],
      summary: '',
      challenge: '<p>Prices</p>',
      approach: '<p>Scrapers</p>',
      results: [{ value: '40%', label: 'less manual work' }],
      quote: null,
      image: null,
    });
    expect(referencesOf('case-studies', caseStudy)).toEqual([
      { field: 'data.industry', id: industry, collection: 'industries' },
      { field: 'data.services.0', id: service, collection: 'services' },
    ]);
    const home = {
      hero: { primaryCta: { label: 'Go', link: { kind: 'caseStudy', id: service } }, secondaryCta: null },
      whyCards: [{ link: { kind: 'url', url: 'https://x.test' } }, { link: { kind: 'service', id: industry } }],
    };
    expect(referencesOf('home', home).map((r) => [r.field, r.collection])).toEqual([
      ['data.hero.primaryCta.link.id', 'case-studies'],
      ['data.whyCards.1.link.id', 'services'],
    ]);
    expect(CONTENT_COLLECTIONS['case-studies'].previewPath(caseStudy, 'prices')).toBe('/case-studies/prices');
  });
});
