import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

interface LogoProps {
  to?: string;
  className?: string;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

/** The pharmacy cross mark and the shop's name, linking home. Not mirrored in RTL (it is a logo). */
export function Logo({ to = '/', className = '', inverted = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('app.homeLink')}
      className={`inline-flex shrink-0 items-center gap-2 rounded-control ${className}`}
    >
      <svg viewBox="0 0 40 40" className="size-8 shrink-0 sm:size-9" aria-hidden="true">
        <rect width="40" height="40" rx="11" fill="#0f766e" />
        <path d="M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z" fill="#fff" />
      </svg>
      <span
        className={`text-base leading-tight font-bold sm:text-lg ${inverted ? 'text-white' : 'text-primary'}`}
      >
        <span className="sm:hidden">{t('app.shortName')}</span>
        <span className="hidden sm:inline">{t('app.name')}</span>
      </span>
    </Link>
  );
}
