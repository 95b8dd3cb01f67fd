import { GOVERNORATES } from '@shop/shared/governorates';
import { ROLE_NAMES, type RoleName } from '@shop/shared/permissions';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import type { AdminUser } from './api/get-admin-users.ts';

/** A read-only view of an account, with a way to edit it. */
export function UserDetailDialog({
  user,
  onClose,
  onEdit,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onEdit: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const governorate = user ? GOVERNORATES.find((g) => g.code === user.state) : undefined;
  const rows: [string, ReactNode][] = user
    ? [
        [
          t('users.form.email'),
          <bdi key="e" dir="ltr">
            {user.email}
          </bdi>,
        ],
        [t('users.form.phone'), user.phone ? <PhoneNumber key="p" phone={user.phone} /> : '—'],
        [
          t('users.detail.roles'),
          <span key="r" className="inline-flex flex-wrap gap-1">
            {user.roles.map((r) => (
              <Badge key={r.name} tone={r.name === 'admin' ? 'primary' : 'neutral'}>
                {(ROLE_NAMES as readonly string[]).includes(r.name)
                  ? t(`users.roles.${r.name as RoleName}`)
                  : r.name}
              </Badge>
            ))}
          </span>,
        ],
        [
          t('users.detail.status'),
          <Badge key="s" tone={user.is_active ? 'success' : 'danger'}>
            {user.is_active ? t('users.status.active') : t('users.status.disabled')}
          </Badge>,
        ],
        [t('users.detail.verified'), user.is_email_verified ? t('common.yes') : t('common.no')],
        [
          t('users.detail.address'),
          [
            governorate ? (locale === 'ar' ? governorate.ar : governorate.en) : user.state,
            user.city,
            user.address,
          ]
            .filter(Boolean)
            .join(locale === 'ar' ? '، ' : ', ') || '—',
        ],
        [t('users.detail.points'), <bdi key="pt">{formatNumber(user.points, locale)}</bdi>],
        [t('users.detail.orders'), <bdi key="o">{formatNumber(user.orders_count, locale)}</bdi>],
        [t('users.detail.created'), formatDate(user.created_at, locale, { withTime: true })],
        [
          t('users.detail.lastLogin'),
          user.last_login_at ? formatDate(user.last_login_at, locale, { withTime: true }) : t('users.never'),
        ],
      ]
    : [];
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={user?.name ?? ''}
      footer={
        user ? (
          <>
            <Button variant="quiet" onClick={onClose}>
              {t('common.closeDialog')}
            </Button>
            <Button onClick={() => onEdit(user)}>{t('common.edit')}</Button>
          </>
        ) : null
      }
    >
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-secondary">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
