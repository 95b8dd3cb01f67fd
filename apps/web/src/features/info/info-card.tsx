import type { ReactNode } from 'react';

interface InfoCardProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The heading level inside the page (h2 by default). */
  as?: 'h2' | 'h3';
}

/** A white card with a heading: the building block of the information pages. */
export function InfoCard({ title, icon, children, className = '', as: Heading = 'h2' }: InfoCardProps) {
  return (
    <section
      className={`flex flex-col gap-3 rounded-card border border-line bg-surface p-5 md:p-6 ${className}`}
    >
      <Heading className="flex items-center gap-2 text-lg text-ink md:text-xl">
        {icon ? (
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
            {icon}
          </span>
        ) : null}
        {title}
      </Heading>
      <div className="flex flex-col gap-3 text-ink-secondary">{children}</div>
    </section>
  );
}
