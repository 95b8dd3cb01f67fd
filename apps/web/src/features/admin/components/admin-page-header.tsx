import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  title: string;
  description?: string;
  /** Buttons at the end of the heading row (they wrap under it on phones). */
  actions?: ReactNode;
}

/** A back-office page's one h1, a sentence about it and its main actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl text-ink">{title}</h1>
        {description ? <p className="mt-1 max-w-3xl text-sm text-ink-secondary">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
