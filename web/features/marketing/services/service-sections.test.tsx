import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serviceFromParam } from '@contract/service-param';
import { services } from '~/content/services';
import { ServiceHero } from './service-sections';

function hero(slug: keyof typeof services): Document {
  const router = createMemoryRouter([{ path: '/', element: <ServiceHero slug={slug} service={services[slug]} /> }]);
  return new DOMParser().parseFromString(renderToStaticMarkup(<RouterProvider router={router} />), 'text/html');
}

function heroSrc(slug: keyof typeof services): string | null {
  return hero(slug).querySelector('header img')?.getAttribute('src') ?? null;
}

describe('ServiceHero', () => {
  it.each(Object.keys(services) as (keyof typeof services)[])('%s: the hero picture is in the page, not a second request', (slug) => {
    const src = heroSrc(slug);
    expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decodeURIComponent(src!.slice('data:image/svg+xml,'.length))).toContain('</svg>');
  });

  it.each(Object.keys(services) as (keyof typeof services)[])("%s: Let's Talk preselects a service of the contact form", (slug) => {
    const href = hero(slug).querySelector('header a')?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/contactus\?service=[a-z0-9-]+$/);
    expect(serviceFromParam(new URL(href, 'http://x').searchParams.get('service'))).not.toBeNull();
  });
});
