import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { services } from '~/content/services';
import { ServiceHero } from './service-sections';

function heroSrc(slug: keyof typeof services): string | null {
  const router = createMemoryRouter([{ path: '/', element: <ServiceHero service={services[slug]} /> }]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  const img = new DOMParser().parseFromString(html, 'text/html').querySelector('header img');
  return img?.getAttribute('src') ?? null;
}

describe('ServiceHero', () => {
  it.each(Object.keys(services) as (keyof typeof services)[])('%s: the hero picture is in the page, not a second request', (slug) => {
    const src = heroSrc(slug);
    expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decodeURIComponent(src!.slice('data:image/svg+xml,'.length))).toContain('</svg>');
  });
});
