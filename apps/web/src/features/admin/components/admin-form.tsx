import type { FormEventHandler, ReactNode } from 'react';

interface AdminFormProps {
  /** The id the dialog's submit button points at. */
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last save failed, shown above the fields; `null` when it did not. */
  error: string | null;
  /** Space between the fields: 5 for forms with groups of fields, 4 for short ones. */
  gap?: 4 | 5;
  children: ReactNode;
}

const GAPS = { 4: 'gap-4', 5: 'gap-5' } as const;

/** A back-office form in a dialog: our own validation only, and its save error above the fields. */
export function AdminForm({ id, onSubmit, error, gap = 5, children }: AdminFormProps) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate className={`flex flex-col ${GAPS[gap]}`}>
      {error ? (
        <p
          role="alert"
          className="rounded-control border border-red-200 bg-red-50 px-3 py-2 text-sm text-danger"
        >
          {error}
        </p>
      ) : null}
      {children}
    </form>
  );
}
