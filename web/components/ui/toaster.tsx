import { Toaster as Sonner } from 'sonner';

/** One toast visible at a time (SPEC.md section 9); display times are the library's defaults. */
export function Toaster() {
  return <Sonner visibleToasts={1} position="top-right" closeButton toastOptions={{ className: 'text-slate-900' }} />;
}
