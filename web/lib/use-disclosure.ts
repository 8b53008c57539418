import { useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * State for a `<details>` disclosure that already works without JavaScript: once hydrated, React
 * owns its `open` attribute, one Escape closes it (focus goes back to its summary when it was
 * inside), and a press outside closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const details = ref.current;
      const focusWasInside = !!details?.contains(document.activeElement);
      setOpen(false);
      if (focusWasInside) details?.querySelector('summary')?.focus();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  /** The summary's click: React decides, the browser's own toggle is cancelled. */
  const toggleOnClick = (e: MouseEvent) => {
    e.preventDefault();
    setOpen((o) => !o);
  };

  return { open, setOpen, ref, toggleOnClick };
}

/** Hides the summary's marker in every engine (list-none covers Chromium and Firefox). */
export const summaryReset = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';
