import type { UserView } from '@shop/shared/auth';
import { BadgeCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EmailChangeDialog } from './email-change-dialog.tsx';

/** The account's e-mail, read-only here: a new one is confirmed with a code sent to it. */
export function EmailSection({ user }: { user: UserView }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-4 sm:p-6">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
        <Mail aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink-secondary">{t('email.label')}</p>
        <p className="flex flex-wrap items-center gap-2">
          {user.email ? (
            <bdi dir="ltr" className="break-all font-medium text-ink">
              {user.email}
            </bdi>
          ) : (
            <span className="text-ink-secondary">{t('email.none')}</span>
          )}
          {user.is_email_verified ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('email.verified')}
            </Badge>
          ) : null}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {user.email ? t('email.change') : t('email.add')}
      </Button>
      {open ? <EmailChangeDialog currentEmail={user.email ?? ''} open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}
