interface SkeletonProps {
  className?: string;
}

/** A placeholder shaped like the content that is loading. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <div aria-hidden="true" className={`animate-pulse rounded-control bg-slate-200 ${className}`} />;
}
