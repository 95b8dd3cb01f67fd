import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

interface LazySectionProps {
  children: ReactNode;
  /** The space held before the section loads, close to its real height, so nothing jumps. */
  minHeight: string;
  /** How far below the viewport loading starts. */
  rootMargin?: string;
}

/**
 * Renders its (lazily imported) children only when the spot comes near the viewport, so the code, strings
 * and requests of the lower sections stay out of the first load of the home page.
 */
export function LazySection({ children, minHeight, rootMargin = '0px' }: LazySectionProps) {
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

  const placeholder = <div aria-hidden="true" style={{ minHeight }} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
