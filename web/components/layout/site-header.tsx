import { useEffect, useRef, useState } from 'react';
import { contactLink, mainNav, mobileServicesLink, servicesNavIndex } from '../../content/navigation';
import { site } from '../../content/site';
import { island } from '../../islands/island';
import { isActiveLink } from './active-link';
import { ReviewBadge } from './review-badge';
import { ServicesMenu } from './services-menu';

const linkClass =
  'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

export function Logo() {
  return (
    <a href="/" className="flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-navy-900">
      <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
      <span className="text-lg">{site.name}</span>
    </a>
  );
}

/**
 * The shared header of the public site (SPEC.md section 2). An island: `pathname` comes from the
 * server, and links are plain anchors (public pages are separate documents).
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [pathname]);

  const current = (to: string) => (isActiveLink(to, pathname) ? ('page' as const) : undefined);
  const before = mainNav.slice(0, servicesNavIndex);
  const after = mainNav.slice(servicesNavIndex);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          {before.map((link) => (
            <a key={link.to} href={link.to} aria-current={current(link.to)} className={linkClass}>
              {link.label}
            </a>
          ))}
          <ServicesMenu pathname={pathname} />
          {after.map((link) => (
            <a key={link.to} href={link.to} aria-current={current(link.to)} className={linkClass}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="hidden shrink-0 items-center gap-4 lg:flex">
          <ReviewBadge className="hidden xl:flex" />
          <a
            href={contactLink.to}
            aria-current={current(contactLink.to)}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-800 aria-[current=page]:bg-navy-900"
          >
            {contactLink.label}
          </a>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex items-center gap-2 rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span className="sr-only">Menu</span>
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          setMenuOpen(false);
          toggleRef.current?.focus();
        }}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {[...before, mobileServicesLink, ...after].map((link) => (
            <li key={link.label}>
              <a
                href={link.to}
                aria-current={link === mobileServicesLink ? (pathname.startsWith('/services/') ? 'page' : undefined) : current(link.to)}
                className={`block ${linkClass}`}
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <a
              href={contactLink.to}
              className="block rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
            >
              {contactLink.label}
            </a>
          </li>
        </ul>
        <ReviewBadge className="mt-3 px-3" />
      </nav>
    </header>
  );
}

export const SiteHeaderIsland = island('site-header', SiteHeader);
