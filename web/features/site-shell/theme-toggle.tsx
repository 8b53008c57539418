import { Contrast } from 'lucide-react';

/**
 * Switches the public pages between light and dark (decision 079). The page's theme script
 * (contract/page-scripts.ts THEME_SCRIPT) handles the click, so it works before the header's
 * island wakes; the button is named after the scheme it switches to, one name shown by CSS
 * (web/styles/app.css), so nothing in the page changes but the html element's class.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle=""
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 hover:text-brand-800"
    >
      <Contrast aria-hidden="true" className="h-5 w-5" />
      <span className="theme-to-dark sr-only">Switch to dark theme</span>
      <span className="theme-to-light sr-only">Switch to light theme</span>
    </button>
  );
}
