import { site } from '../../content/site';

function Star() {
  return (
    <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="fill-emerald-600">
      <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
    </svg>
  );
}

/** "Excellent 116 reviews" from the review site, with its stars (SPEC.md, shared header). */
export function ReviewBadge({ className = '' }: { className?: string }) {
  const { rating, count, stars } = site.reviews;
  return (
    <p data-testid="review-badge" className={`flex items-center gap-1.5 text-xs text-slate-700 ${className}`}>
      <span className="font-semibold text-slate-900">{rating}</span>
      <span className="flex" role="img" aria-label={`${stars} out of 5 stars`}>
        {Array.from({ length: stars }, (_, i) => (
          <Star key={i} />
        ))}
      </span>
      <span>{`${count} reviews`}</span>
    </p>
  );
}
