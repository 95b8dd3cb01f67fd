import type { UserView } from '@shop/shared/auth';
import { BadgeCheck, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PhoneVerifyDialog } from './phone-verify-dialog.tsx';

/** The mobile number, verified or not: a verified one signs the customer in; a code proves a new one. */
export function PhoneSection({ user }: { user: UserView }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const action = !user.phone
    ? t('phone.add')
    : user.is_phone_verified
      ? t('phone.change')
      : t('phone.verify');
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-4 sm:p-6">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
        <Smartphone aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink-secondary">{t('phone.label')}</p>
        <p className="flex flex-wrap items-center gap-2">
          {user.phone ? (
            <PhoneNumber phone={user.phone} className="font-medium text-ink" />
          ) : (
            <span className="text-ink-secondary">{t('phone.none')}</span>
          )}
          {user.phone ? (
            user.is_phone_verified ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('phone.verified')}
              </Badge>
            ) : (
              <Badge tone="warning">{t('phone.unverified')}</Badge>
            )
          ) : null}
        </p>
        <p className="text-xs text-ink-secondary">{t('phone.hint')}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {action}
      </Button>
      {open ? (
        <PhoneVerifyDialog
          initialPhone={user.is_phone_verified ? '' : (user.phone ?? '')}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </div>
  );
}
