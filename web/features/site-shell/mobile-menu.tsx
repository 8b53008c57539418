import { Menu, X } from 'lucide-react';
import { contactLink, headerText, mainNav, mobileServicesLink, servicesNavIndex } from '~/content/navigation';
import { isActiveLink } from './active-link';
import { SiteSearchForm } from '~/features/search/site-search-form';
import { summaryReset, useDisclosure } from '~/lib/use-disclosure';

const linkClass =
  'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

/**
 * The menu below 1024px: a `<details>`, so the toggle opens it without JavaScript. Once hydrated,
 * one Escape closes it (focus stays on the toggle) and a press outside closes it. Its panel spans
 * the header's width, under the header row (the sticky header is its containing block).
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const { open, ref, toggleOnClick } = useDisclosure();
  const links = [...mainNav.slice(0, servicesNavIndex), mobileServicesLink, ...mainNav.slice(servicesNavIndex)];
  const current = (link: (typeof links)[number]) =>
    (link === mobileServicesLink ? /^\/services(\/|$)/.test(pathname) : isActiveLink(link.to, pathname)) ? ('page' as const) : undefined;

  return (
    <details ref={ref} open={open} className="group lg:hidden">
      <summary
        id="mobile-menu-toggle"
        onClick={toggleOnClick}
        className={`${summaryReset} inline-flex items-center rounded-md p-2 text-slate-800 hover:bg-slate-100`}
      >
        <Menu size={24} aria-hidden="true" className="group-open:hidden" />
        <X size={24} aria-hidden="true" className="hidden group-open:block" />
        <span className="sr-only">{headerText.menuToggle}</span>
      </summary>
      <nav
        id="mobile-menu"
        aria-label={headerText.mobileNav}
        className="absolute inset-x-0 top-full border-y border-slate-200 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {/* The header's search button shows from 1024 px, beside the full navigation; below, the box is here (decision 119). */}
          <li className="pb-4">
            <SiteSearchForm id="mobile-search" />
          </li>
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.to} aria-current={current(link)} className={linkClass}>
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
      </nav>
    </details>
  );
}
