import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** Element to focus on open; else the first focusable one inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'md' | '2xl';
  /** While true, Escape and the backdrop do not close (e.g. during a save). */
  busy?: boolean;
  /** Links the dialog to the element that describes it (a confirmation's question). */
  describedBy?: string;
  /** Below this breakpoint the dialog fills the screen (a lead on a phone), its title bar stays on top while the body scrolls. */
  fullScreenBelow?: 'lg';
}

const FULL_SCREEN_BELOW_LG = 'max-lg:m-0 max-lg:h-dvh max-lg:max-h-none max-lg:w-full max-lg:max-w-none max-lg:rounded-none';

/**
 * The one dialog of the site: a native <dialog> opened with showModal(), so the browser puts it in
 * the top layer and makes the page behind it inert. Labelled by its title; focus moves in, Tab
 * wraps inside (rather than leaving for the browser's toolbar), Escape and the backdrop close
 * unless busy, and focus goes back to what opened it.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  initialFocus,
  size = 'md',
  busy = false,
  describedBy,
  fullScreenBelow,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // initialFocus is read once, on open, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A confirmation opened from inside another dialog is its child in React's tree: its keys and its
  // cancel must not reach the dialog beneath (which would close too, or wrap focus out of it).
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onClose();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      wrapFocus(event);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape while focus is outside the dialog's controls (e.g. on a button that became disabled).
        event.preventDefault();
        event.stopPropagation();
        if (!busy) onClose();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      data-full-screen-below={fullScreenBelow}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/60 ${size === '2xl' ? 'max-w-2xl' : 'max-w-md'} ${fullScreenBelow ? FULL_SCREEN_BELOW_LG : ''}`}
    >
      <div
        className={`flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4 ${fullScreenBelow ? 'max-lg:sticky max-lg:top-0 max-lg:z-10 max-lg:bg-white max-lg:px-4' : ''}`}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          aria-label="Close"
          className={`rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${fullScreenBelow ? 'max-lg:inline-flex max-lg:size-11 max-lg:items-center max-lg:justify-center' : ''}`}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className={fullScreenBelow ? 'px-6 py-4 max-lg:px-4' : 'px-6 py-4'}>{children}</div>
      {footer ? <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div> : null}
    </dialog>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
