import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ChevronNext } from './directional-icons.tsx';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

interface BreadcrumbProps {
  items: Crumb[];
  className?: string;
}

export function Breadcrumb({ items, className = '' }: BreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-secondary">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.to ?? item.label} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="rounded-sm hover:text-primary hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-ink' : ''}>
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronNext aria-hidden="true" className="size-4 text-ink-disabled" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
