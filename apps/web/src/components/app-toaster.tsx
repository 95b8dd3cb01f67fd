import { lazy, Suspense } from 'react';
import { useToasterWanted } from '../lib/toast.ts';

const SonnerToaster = lazy(async () => ({ default: (await import('./sonner-toaster.tsx')).SonnerToaster }));

/** Mounts the toaster (and downloads sonner) only when the first toast is requested. */
export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
