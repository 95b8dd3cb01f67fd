import { type CSSProperties, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';

interface LazySectionProps {
  children: ReactNode;
  /**
   * The space held before the section loads, on a phone and from the `md` width on: the section's measured
   * height (the demo catalogue, both languages, the larger), so a quick scroll neither jumps nor shows blank.
   */
  height: { phone: string; desktop: string };
  /** How far below the viewport loading starts. */
  rootMargin?: string;
}

/**
 * Renders its (lazily imported) children only when the spot reaches the viewport, so the code, strings and
 * requests of the lower sections stay out of the first load of the home page; until then a skeleton holds
 * their space.
 */
export function LazySection({ children, height, rootMargin = '0px' }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  // A section's shape while it loads: its heading and a block, in the space it will take.
  const placeholder = (
    <div
      aria-hidden="true"
      className="page-container flex min-h-(--section-phone) flex-col gap-4 py-8 md:min-h-(--section-desktop)"
      style={{ '--section-phone': height.phone, '--section-desktop': height.desktop } as CSSProperties}
    >
      <Skeleton className="h-7 w-48" />
      <Skeleton className="w-full flex-1" />
    </div>
  );
  return (
    <div ref={ref} data-home-section>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
