import type { HTMLAttributes } from 'react';

/** A word in a rounded chip; `tone` colours it (border, background, text), which only repeats the word. */
export function Chip({ tone, className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone: string; [data: `data-${string}`]: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
