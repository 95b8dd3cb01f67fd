import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../i18n/i18n.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import type { PrescriptionPickerProps } from './prescription-picker-types.ts';

export type { PrescriptionChoice, PrescriptionPickerProps } from './prescription-picker-types.ts';

/**
 * The prescription upload and chooser, used by the checkout and by an order whose prescription was turned
 * down. This file is in those pages' code only as a slot: the picker and its strings (`prescriptions`) are
 * fetched when it is first shown, so a shopper whose cart needs none never downloads them.
 */
const PrescriptionPickerView = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/prescriptions/components/prescription-picker-view.tsx'),
    loadNamespace('prescriptions'),
  ]);
  return { default: module.PrescriptionPickerView };
});

export function PrescriptionPicker(props: PrescriptionPickerProps) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      }
    >
      <PrescriptionPickerView {...props} />
    </Suspense>
  );
}
