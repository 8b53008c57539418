import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serviceFromParam } from '@contract/service-param';
import { ServiceDetail } from './service-detail';
import { ServiceHero } from './service-sections';
import { serviceContactHref } from './service-view.server';
import type { ServiceView } from './service-view';

const base: ServiceView = {
  slug: 'bulk-data-scrapping',
  name: 'Bulk Data Scraping',
  summary: 'Millions of records, delivered clean.',
  metaDescription: 'Bulk data scraping at scale.',
  heroImage: { src: '/images/services/bulk-data-scrapping-hero.svg', alt: 'Illustration of bulk data scraping', width: 560, height: 420 },
  image: null,
  body: '<h2>Large-scale extraction</h2><p>Distributed crawlers.</p>',
  stats: [{ value: '94%', label: 'Data accuracy guarantee' }],
  whatIs: { title: 'What is bulk data scraping?', text: 'Automated collection.', image: null },
  whyChoose: { title: 'Why choose us?', points: ['Proxy rotation'], image: null },
  useCases: [{ title: 'Catalogue building', text: 'A marketplace seeds 400,000 product pages.' }],
  deliverables: ['A validated dataset'],
  industries: [{ slug: 'e-commerce', name: 'E-commerce' }],
  caseStudies: [{ slug: 'retailer-price-monitoring', title: 'Price monitoring for a European retailer', summary: 'Daily prices.' }],
  contactHref: serviceContactHref('bulk-data-scrapping'),
};

function html(element: React.ReactElement): Document {
  const router = createMemoryRouter([{ path: '/', element }]);
  return new DOMParser().parseFromString(renderToStaticMarkup(<RouterProvider router={router} />), 'text/html');
}

describe('ServiceHero', () => {
  it('carries its hero picture in the page, not as a second request', () => {
    const src =
      html(<ServiceHero service={base} />)
        .querySelector('header img')
        ?.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toContain('</svg>');
  });

  it('has no picture when the service has none', () => {
    expect(html(<ServiceHero service={{ ...base, heroImage: null }} />).querySelector('header img')).toBeNull();
  });

  it("Let's Talk names the service by its address, which preselects that service", () => {
    const href = html(<ServiceHero service={base} />)
      .querySelector('header a')
      ?.getAttribute('href');
    expect(href).toBe('/contactus?service=bulk-data-scrapping');
    const published = [
      { name: 'Daily Data Feeds', slug: 'daily-data' },
      { name: base.name, slug: base.slug },
    ];
    expect(serviceFromParam(new URL(href!, 'http://x').searchParams.get('service'), published)).toBe('Bulk Data Scraping');
  });
});

describe('ServiceDetail', () => {
  it('shows every section of a complete service, case studies and industries as links', () => {
    const doc = html(<ServiceDetail service={base} />);
    const headings = [...doc.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual([
      'Large-scale extraction',
      'What is bulk data scraping?',
      'Why choose us?',
      'Use Cases',
      'What you receive',
      'Industries we serve with it',
      'Case studies',
      'Ready to talk about your project?',
    ]);
    expect(doc.querySelector('a[href="/case-studies/retailer-price-monitoring"]')?.textContent).toBe('Price monitoring for a European retailer');
    expect(doc.querySelector('a[href="/industries#e-commerce"]')?.textContent).toBe('E-commerce');
  });

  it('leaves out every section the service has nothing for: no empty boxes, no headings over nothing', () => {
    const empty: ServiceView = {
      ...base,
      body: '',
      stats: [],
      whatIs: null,
      whyChoose: null,
      useCases: [],
      deliverables: [],
      industries: [],
      caseStudies: [],
    };
    const doc = html(<ServiceDetail service={empty} />);
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Ready to talk about your project?']);
    expect(doc.querySelectorAll('section')).toHaveLength(1);
  });
});
