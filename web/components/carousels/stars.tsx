/** Five stars, `rating` of them filled, read out as "Rated N out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className={i < rating ? 'fill-accent-500' : 'fill-slate-300'}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </p>
  );
}
