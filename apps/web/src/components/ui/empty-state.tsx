import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** The title's element: a paragraph inside a page, a heading when the state is the page (404). */
  titleAs?: 'p' | 'h1' | 'h2';
  className?: string;
}

/** An icon, one sentence, one action (DESIGN.md). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'p',
  className = '',
}: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center ${className}`}
    >
      {icon ? (
        <div className="flex size-14 items-center justify-center rounded-full bg-primary-tint text-primary">
          {icon}
        </div>
      ) : null}
      <Title className="text-lg font-medium text-ink">{title}</Title>
      {description ? <p className="max-w-md text-ink-secondary">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
