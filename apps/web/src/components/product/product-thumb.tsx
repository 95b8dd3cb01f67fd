import { Package } from 'lucide-react';
import { useState } from 'react';

interface ProductThumbProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
}

/** A square product picture on white; a missing or broken image shows a neutral placeholder. */
export function ProductThumb({ src, alt, className = 'size-20 sm:size-24' }: ProductThumbProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-control border border-line bg-white ${className}`}
    >
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-contain"
        />
      ) : (
        <Package aria-hidden="true" className="size-1/2 text-ink-disabled" />
      )}
    </div>
  );
}
