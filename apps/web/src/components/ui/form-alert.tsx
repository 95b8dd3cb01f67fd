import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The form-level message above the submit button (what cannot be shown under one field). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-control border border-red-200 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
