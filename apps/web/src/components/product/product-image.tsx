import { ImageOff } from 'lucide-react';
import { useState } from 'react';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the 300 or 600 px file. */
  sizes?: string;
  /** Above the fold (the product page's main photo): load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** `/uploads/products/x-600.webp` has a 300 px sibling `x-300.webp`; other URLs are used as they are. */
export function productImageSources(src: string): { src: string; srcSet?: string } {
  const match = /^(.*)-600(\.[a-z0-9]+)$/i.exec(src);
  if (!match) return { src };
  const [, stem, ext] = match;
  return { src, srcSet: `${stem}-300${ext} 300w, ${src} 600w` };
}

/**
 * A product photo: square, drawn whole (object-contain) on white, width and height set so nothing shifts,
 * lazy by default; a missing or broken file becomes a neutral placeholder that keeps the alt text.
 */
export function ProductImage({
  src,
  alt,
  sizes = '(min-width: 1024px) 300px, 50vw',
  priority = false,
  className = '',
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && failedSrc !== src ? src : null;

  if (!usable) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex aspect-square w-full items-center justify-center bg-slate-50 text-ink-disabled ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    );
  }

  const sources = productImageSources(usable);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={600}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(usable)}
      className={`aspect-square w-full bg-white object-contain ${className}`}
    />
  );
}
