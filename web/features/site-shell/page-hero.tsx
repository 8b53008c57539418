import type { ReactNode } from 'react';

/** The dark heading band that opens the inner marketing pages (industries, how it works, FAQ). */
export function PageHero({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro: string; children?: ReactNode }) {
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-brand-100">{intro}</p>
        {children}
      </div>
    </header>
  );
}
