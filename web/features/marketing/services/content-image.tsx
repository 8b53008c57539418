import type { ContentImage as Image } from '@contract/content/common';

interface Props {
  image: Image;
  /** Above the fold: load eagerly with high priority (the LCP candidate). */
  priority?: boolean;
  className?: string;
}

/** An <img> with its intrinsic size (no layout shift), alt text and lazy loading below the fold. */
export function ContentImage({ image, priority = false, className = '' }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={`h-auto w-full max-w-full ${className}`}
    />
  );
}
