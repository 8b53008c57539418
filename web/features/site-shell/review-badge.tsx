import { Star } from 'lucide-react';
import type { Company } from '@contract/content/company';

type Badge = NonNullable<Company['reviewBadge']>;

/**
 * "Excellent ★★★★★ 116 reviews", a link to the review site's page (the company item's badge; the
 * header leaves it out when there is none). On two short lines below 1280px, on one above.
 */
export function ReviewBadge({ badge, className = '' }: { badge: Badge; className?: string }) {
  const stars = Math.round(badge.rating);
  return (
    <a
      href={badge.url}
      rel="noopener noreferrer"
      data-testid="review-badge"
      className={`flex flex-col items-end gap-x-1.5 text-xs leading-tight text-slate-700 hover:underline xl:flex-row xl:items-center ${className}`}
    >
      <span className="flex items-center gap-1">
        <span className="font-semibold text-slate-900">{badge.label}</span>
        <span className="flex" role="img" aria-label={`${badge.rating} out of 5 stars`}>
          {Array.from({ length: stars }, (_, i) => (
            <Star key={i} size={12} aria-hidden="true" className="fill-emerald-600 text-emerald-600" />
          ))}
        </span>
      </span>
      <span>{`${badge.count} reviews`}</span>
    </a>
  );
}
