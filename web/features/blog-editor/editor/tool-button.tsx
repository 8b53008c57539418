import type { ReactNode } from 'react';

interface ToolButtonProps {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  /** The icon (lucide-react, aria-hidden): the button's name is `label`. */
  children: ReactNode;
}

/** One toolbar button: named by its label, pressed state for marks, keeps the editor's selection on click. */
export function ToolButton({ label, pressed, onClick, disabled, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault() /* keep the editor's selection */}
      onClick={onClick}
      className={`inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold disabled:opacity-50 ${
        pressed ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-200'
      }`}
    >
      {children}
    </button>
  );
}
