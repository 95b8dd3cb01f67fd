import { FileText, Star } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ReturnArrow } from '../../../components/returns/return-arrow.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { displayName, useCurrentUser } from '../../../lib/auth.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useProfile } from '../api/get-profile.ts';

/**
 * Who is signed in: initial, name, e-mail, member since, links to their prescriptions and returns, and the points balance
 * linking to /points.
 */
export function ProfileSummary() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const { user: signedIn } = useCurrentUser();
  // The fresh record when it has arrived (points change with orders), the remembered user until then.
  const user = useProfile().data ?? signedIn;
  if (!user) return null;
  const name = displayName(user, user.email ?? user.phone ?? '');
  const since = formatDate(user.created_at, locale);
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-card border border-line bg-surface p-4 sm:p-5">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-tint text-xl font-bold text-primary"
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1 basis-48">
        {/* A long name wraps between its words instead of losing its end ("حسين كاظ…"). */}
        <p className="text-lg font-bold break-words text-ink">{name}</p>
        {/* The address reads left to right, but sits on the text's start side like the name above it. It
            breaks before its @ when it must, and inside a part only when that part alone is too long. */}
        {user.email ? (
          <p className="text-sm [overflow-wrap:anywhere] text-ink-secondary">
            <bdi dir="ltr">{withBreakBeforeAt(user.email)}</bdi>
          </p>
        ) : null}
        {since ? (
          <p className="text-xs text-ink-secondary">{t('summary.memberSince', { date: since })}</p>
        ) : null}
      </div>
      <Link
        to="/profile/prescriptions"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary-tint px-4 text-sm font-medium text-primary hover:bg-teal-100"
      >
        <FileText aria-hidden="true" className="size-4" />
        {t('summary.prescriptions')}
      </Link>
      <Link
        to="/profile/returns"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary-tint px-4 text-sm font-medium text-primary hover:bg-teal-100"
      >
        <ReturnArrow aria-hidden="true" className="size-4" />
        {t('summary.returns')}
      </Link>
      <Link
        to="/points"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-amber-50 px-4 text-sm font-medium text-amber-800 hover:bg-amber-100"
      >
        <Star aria-hidden="true" className="size-4" />
        {t('summary.points', { points: formatNumber(user.points ?? 0, locale) })}
      </Link>
    </div>
  );
}

/** The address with a break opportunity before its @ and before each dot of its domain. */
export function withBreakBeforeAt(email: string): ReactNode {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const domain = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order, never reordered
        <Fragment key={i}>
          {i > 0 ? '.' : null}
          {part}
          {i < domain.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
