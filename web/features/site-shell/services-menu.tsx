import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { headerText, type NavLink } from '~/content/navigation';
import { firstSegment } from './active-link';
import { summaryReset, useDisclosure } from '~/lib/use-disclosure';

/**
 * Desktop Services dropdown, a `<details>` so that a click opens it without JavaScript. Once
 * hydrated: a mouse opens it on hover, and a click right after that hover keeps it open (it does
 * not toggle it shut); a tap or a keyboard toggles it; ArrowDown/ArrowUp move through the links;
 * one Escape closes it and puts focus back on "Services"; leaving it with focus or the mouse closes it.
 * It lists every published service (the header leaves it out when there is none).
 */
export function ServicesMenu({ pathname, services }: { pathname: string; services: NavLink[] }) {
  const { open, setOpen, ref, toggleOnClick } = useDisclosure();
  const openedByHover = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const active = firstSegment(pathname) === 'services';
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setOpen(false);
  };
  const onSummaryClick = (e: MouseEvent) => {
    if (!openedByHover.current) return toggleOnClick(e);
    e.preventDefault();
    openedByHover.current = false;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const down = e.key === 'ArrowDown';
    setOpen(true);
    // Focus moves once the list is shown (it is in the DOM already, inside the closed details).
    requestAnimationFrame(() => {
      const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = current === -1 ? (down ? 0 : links.length - 1) : (current + (down ? 1 : -1) + links.length) % links.length;
      links[next]?.focus();
    });
  };
  const onBlur = (e: FocusEvent<HTMLDetailsElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <details
      ref={ref}
      open={open}
      className="group relative"
      data-hydrated={hydrated || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <summary
        onClick={onSummaryClick}
        className={`${summaryReset} flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 xl:px-3 ${
          active ? 'text-brand-700' : 'text-slate-700'
        }`}
      >
        {headerText.servicesMenu}
        <ChevronDown size={16} aria-hidden="true" className="transition-transform group-open:rotate-180" />
      </summary>
      {/* A bridge of padding keeps the menu open while the pointer travels to it. */}
      <div className="absolute top-full left-0 z-40 pt-2">
        <ul
          id="services-menu"
          ref={listRef}
          className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          aria-label={headerText.servicesMenu}
        >
          {services.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                aria-current={pathname === link.to ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
