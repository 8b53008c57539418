import { LogoMark } from '~/features/site-shell/logo-mark';
import type { Company } from '@contract/content/company';
import { contactLink, headerText, mainNav, servicesNavIndex, type NavLink } from '~/content/navigation';
import { island } from '~/islands/island';
import { isActiveLink } from './active-link';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import { ReviewBadge } from './review-badge';
import { ServicesMenu } from './services-menu';
import { ThemeToggle } from './theme-toggle';

const linkClass =
  'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 xl:px-3';

/**
 * The contact button on the contact page. Not `bg-brand-700`/`bg-navy-900`, which keep the light
 * scheme (web/styles/app.css): this one takes the page's, so its light-dark() pair turns it over in
 * dark mode, light ground and dark text, instead of navy on the near-black header (issue 48).
 */
const contactCurrentClass = 'aria-[current=page]:bg-navy-900';

/** The full name where the row has room, its first word where it has not; the link is always named in full ("Home" with no company). */
export function Logo({ name }: { name: string | null }) {
  return (
    <a href="/" className="flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-navy-900">
      <LogoMark className="h-8 w-8" />
      <span className="sr-only text-lg sm:not-sr-only lg:sr-only xl:not-sr-only">{name ?? 'Home'}</span>
      {name ? (
        <span aria-hidden="true" className="hidden text-lg min-[360px]:inline sm:hidden lg:inline xl:hidden">
          {name.split(/\s+/)[0]}
        </span>
      ) : null}
    </a>
  );
}

/** What the header shows of the site's content (island props: plain data). */
export interface SiteHeaderProps {
  pathname: string;
  companyName: string | null;
  reviewBadge: Company['reviewBadge'];
  services: NavLink[];
}

/**
 * The shared header of the public site (SPEC.md section 2). An island: `pathname` comes from the
 * server, and links are plain anchors (public pages are separate documents). The menus are
 * `<details>` disclosures, so they open without JavaScript too.
 */
export function SiteHeader({ pathname, companyName, reviewBadge, services }: SiteHeaderProps) {
  const current = (to: string) => (isActiveLink(to, pathname) ? ('page' as const) : undefined);
  const navLink = (link: NavLink) => (
    <a key={link.to} href={link.to} aria-current={current(link.to)} className={linkClass}>
      {link.label}
    </a>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo name={companyName} />
        <nav aria-label={headerText.mainNav} className="hidden items-center lg:flex">
          {mainNav.slice(0, servicesNavIndex).map(navLink)}
          {services.length > 0 ? <ServicesMenu pathname={pathname} services={services} /> : null}
          {mainNav.slice(servicesNavIndex).map(navLink)}
        </nav>
        <div className="flex shrink-0 items-center gap-3 xl:gap-4">
          {reviewBadge ? <ReviewBadge badge={reviewBadge} /> : null}
          {/* One group, no gap between: the row has room for the search at 1024 px beside the review badge. */}
          <div className="flex items-center">
            <HeaderSearch />
            <ThemeToggle />
          </div>
          <a
            href={contactLink.to}
            aria-current={current(contactLink.to)}
            className={`hidden rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm lg:inline-flex ${
              current(contactLink.to) ? contactCurrentClass : 'bg-brand-700 hover:bg-brand-800'
            }`}
          >
            {contactLink.label}
          </a>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}

export const SiteHeaderIsland = island('site-header', SiteHeader);
