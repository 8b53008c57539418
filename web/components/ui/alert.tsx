import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

// Every pair keeps text contrast at WCAG AA (4.5:1) or better on its tinted background.
const tones: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  id?: string;
  className?: string;
  /**
   * `false` when the banner sits inside a live region that already announces it
   * (e.g. the contact form's status slot): a second role would announce it twice.
   */
  announce?: boolean;
}

/**
 * The one banner for a result or a problem. Errors and warnings interrupt (role "alert");
 * success and information wait their turn (role "status").
 */
export function Alert({ tone, children, id, className = '', announce = true }: AlertProps) {
  const role = announce ? (tone === 'error' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div id={id} role={role} className={`rounded-md border px-4 py-3 text-sm font-medium ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}
