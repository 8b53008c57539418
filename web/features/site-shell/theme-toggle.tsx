import { Moon, Sun } from 'lucide-react';

/**
 * Switches the public pages between light and dark (decision 079). The page's theme script
 * (contract/page-scripts.ts THEME_SCRIPT) handles the click, so it works before the header's
 * island wakes; the button names the scheme it switches to, one label shown by CSS.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle=""
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 hover:text-brand-800"
    >
      <span className="theme-to-dark">
        <Moon aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Switch to dark theme</span>
      </span>
      <span className="theme-to-light">
        <Sun aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Switch to light theme</span>
      </span>
    </button>
  );
}
