import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { serviceLinks } from '../../content/navigation';
import { firstSegment } from './active-link';

function isKeyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * Desktop Services dropdown: opens on hover, on keyboard focus and on Enter/Space/ArrowDown;
 * Escape closes it and leaves focus on the button; it closes when focus or the pointer leaves.
 */
export function ServicesMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  // One per page, inside the header island: a fixed id (see web/islands/island.tsx).
  const menuId = 'services-menu';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const active = firstSegment(pathname) === 'services';

  useEffect(() => setOpen(false), [pathname]);

  const focusItem = (index: number) => {
    const links = listRef.current?.querySelectorAll('a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      setOpen(true);
      // The list is rendered (hidden) already, so it can take focus right away.
      requestAnimationFrame(() => focusItem(current === -1 ? (e.key === 'ArrowDown' ? 0 : -1) : current + (e.key === 'ArrowDown' ? 1 : -1)));
    }
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className="relative" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onFocus={(e) => {
          if (isKeyboardFocus(e.currentTarget)) setOpen(true);
        }}
        onClick={() => setOpen((o) => !o)}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 ${
          active ? 'text-brand-700' : 'text-slate-700'
        }`}
      >
        Services
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {/* A bridge of padding keeps the menu open while the pointer travels to it. */}
      <div className={`absolute top-full left-0 z-40 pt-2 ${open ? 'block' : 'hidden'}`}>
        <ul id={menuId} ref={listRef} className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl" aria-label="Services">
          {serviceLinks.map((link) => (
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
    </div>
  );
}
