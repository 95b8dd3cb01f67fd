import type { ReactNode } from 'react';

/** A row's name as a button that opens it (to edit or view), cut with an ellipsis at `className`'s width. */
export function RowTitleButton({
  onClick,
  className,
  children,
}: {
  onClick: () => void;
  /** The widest the name may be (`max-w-64`). */
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`block truncate text-start font-medium text-ink hover:text-primary hover:underline ${className}`}
    >
      {children}
    </button>
  );
}
