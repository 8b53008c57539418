import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MoveTarget {
  value: string;
  label: string;
}

/** The item an arrow key, Home or End goes to (wrapping round), null for any other key. */
function nextItem(key: string, active: number, last: number): number | null {
  if (key === 'ArrowDown') return active === last ? 0 : active + 1;
  if (key === 'ArrowUp') return active === 0 ? last : active - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

const buttonClass =
  'min-h-11 whitespace-nowrap rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 lg:min-h-0';

/**
 * The keyboard and touch way to move a card (the drag is the mouse's shortcut): a menu button
 * (WAI-ARIA APG "menu button") whose items are the other columns. Arrow keys, Home and End move
 * between items, Enter or Space picks one, Escape closes and gives focus back to the button.
 */
export function MoveToMenu({
  label,
  targets,
  onMove,
  disabled = false,
  focusButton = false,
}: {
  /** The button's accessible name ("Move Ada Lovelace to…"). */
  label: string;
  targets: MoveTarget[];
  onMove: (value: string) => void;
  disabled?: boolean;
  /** Put focus on the button once mounted (the card just moved here by this menu). */
  focusButton?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (focusButton) button.current?.focus();
  }, [focusButton]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const pick = (value: string) => {
    close(true);
    onMove(value);
  };

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(e.key === 'ArrowDown' ? 0 : targets.length - 1);
      setOpen(true);
    }
  }

  function onMenuKey(e: KeyboardEvent<HTMLUListElement>) {
    const next = nextItem(e.key, active, targets.length - 1);
    if (next !== null) {
      e.preventDefault();
      setActive(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick(targets[active]!.value);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div
      className="relative"
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onKeyDown={onButtonKey}
        onClick={() => {
          setActive(0);
          setOpen((o) => !o);
        }}
        className={buttonClass}
      >
        Move to…
      </button>
      {open ? (
        <MenuItems id={menuId} label={label} targets={targets} active={active} onKeyDown={onMenuKey} onHover={setActive} onPick={pick} />
      ) : null}
    </div>
  );
}

/** The open menu: one item per target; the active one holds focus (roving tabindex). */
function MenuItems({
  id,
  label,
  targets,
  active,
  onKeyDown,
  onHover,
  onPick,
}: {
  id: string;
  label: string;
  targets: MoveTarget[];
  active: number;
  onKeyDown: (e: KeyboardEvent<HTMLUListElement>) => void;
  onHover: (index: number) => void;
  onPick: (value: string) => void;
}) {
  const items = useRef<(HTMLLIElement | null)[]>([]);
  useEffect(() => {
    items.current[active]?.focus();
  }, [active]);
  return (
    <ul
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="absolute right-0 z-20 mt-1 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
    >
      {targets.map((t, i) => (
        <li
          key={t.value}
          ref={(el) => {
            items.current[i] = el;
          }}
          role="menuitem"
          tabIndex={i === active ? 0 : -1}
          onClick={() => onPick(t.value)}
          onMouseEnter={() => onHover(i)}
          className="min-h-11 cursor-pointer px-3 py-2 text-sm text-slate-900 focus:bg-brand-50 focus:outline-none lg:min-h-0"
        >
          {t.label}
        </li>
      ))}
    </ul>
  );
}
