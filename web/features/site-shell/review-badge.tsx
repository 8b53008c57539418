import { Star } from 'lucide-react';
import { site } from '~/content/site';

/**
 * "Excellent 116 reviews" from the review site, with its stars (SPEC.md, shared header). Shown at
 * every width: on two short lines below 1280px, where the header row has little room, on one above.
 */
export function ReviewBadge({ className = '' }: { className?: string }) {
  const { rating, count, stars } = site.reviews;
  return (
    <p
      data-testid="review-badge"
      className={`flex flex-col items-end gap-x-1.5 text-xs leading-tight text-slate-700 xl:flex-row xl:items-center ${className}`}
    >
      <span className="flex items-center gap-1">
        <span className="font-semibold text-slate-900">{rating}</span>
        <span className="flex" role="img" aria-label={`${stars} out of 5 stars`}>
          {Array.from({ length: stars }, (_, i) => (
            <Star key={i} size={12} aria-hidden="true" className="fill-emerald-600 text-emerald-600" />
          ))}
        </span>
      </span>
      <span>{`${count} reviews`}</span>
    </p>
  );
}
