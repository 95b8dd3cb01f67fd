import { Skeleton } from '../ui/skeleton.tsx';

/** A card-shaped placeholder while products load. */
export function ProductCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface ${className}`}
    >
      <div className="border-b border-line bg-white p-3">
        <Skeleton className="aspect-square w-full" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-5 w-1/2" />
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="mt-1 h-11 w-full" />
      </div>
    </div>
  );
}
