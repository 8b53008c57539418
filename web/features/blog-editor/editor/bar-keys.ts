import type { KeyboardEvent } from 'react';

/** The editor's inline bars (link, alt text): Enter applies, Escape goes back to the text. */
export function barKeys(onEnter: () => void, onEscape: () => void) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' && e.key !== 'Escape') return;
    e.preventDefault();
    if (e.key === 'Enter') onEnter();
    else onEscape();
  };
}
