import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronNext } from '../../components/ui/directional-icons.tsx';

interface SectionHeaderProps {
  id: string;
  title: string;
  subtitle?: string;
  /** "View all" link. */
  link?: { to: string; label: string };
  children?: ReactNode;
}

/** A home section's title row: h2, a sentence, an optional "view all" link or controls at the end. */
export function SectionHeader({ id, title, subtitle, link, children }: SectionHeaderProps) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl text-ink">
          {title}
        </h2>
        {subtitle ? <p className="text-ink-secondary">{subtitle}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        {children}
        {link ? (
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center gap-1 rounded-control font-medium text-primary hover:underline"
          >
            {link.label}
            <ChevronNext aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
