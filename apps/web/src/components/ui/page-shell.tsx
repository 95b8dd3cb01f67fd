import type { ReactNode } from 'react';

interface PageShellProps {
  children: ReactNode;
  className?: string;
}

/** The page's content column: max 1280 px, the design's gutters and vertical rhythm. */
export function PageShell({ children, className = '' }: PageShellProps) {
  return <div className={`page-container py-6 md:py-10 ${className}`}>{children}</div>;
}
