import type { ReactNode } from 'react';
import { Td } from './admin-table.tsx';

/** A table row's last cell: its icon buttons, end-aligned (a full-width row of its own on phones). */
export function RowActions({ children, dense = false }: { children: ReactNode; dense?: boolean }) {
  return (
    <Td className="md:text-end">
      <div className={`flex justify-end md:inline-flex ${dense ? 'gap-0.5' : 'gap-1'}`}>{children}</div>
    </Td>
  );
}
