import { Star } from 'lucide-react';

/** Five stars, `rating` of them filled, read out as "Rated N out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} size={18} aria-hidden="true" className={i < rating ? 'fill-accent-500 text-accent-500' : 'fill-slate-300 text-slate-300'} />
      ))}
    </p>
  );
}
