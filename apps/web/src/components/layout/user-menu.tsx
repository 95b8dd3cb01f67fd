import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, FileText, LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { PhoneNumber } from '../../components/ui/phone-number.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { displayName } from '../../lib/auth.ts';
import type { User } from '../../lib/auth-storage.ts';
import { useLogout } from '../../lib/logout.ts';
import { ReturnArrow } from '../returns/return-arrow.tsx';
import { Spinner } from '../ui/spinner.tsx';

interface UserMenuProps {
  user: User;
  isStaff: boolean;
}

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-ink outline-none data-[highlighted]:bg-primary-tint data-[highlighted]:text-primary';

/** The signed-in user's menu: name, profile, orders, admin (admins only), logout. Loaded only when signed in. */
export function UserMenu({ user, isStaff }: UserMenuProps) {
  const { t } = useTranslation();
  const { logout, isLoggingOut } = useLogout();
  const name = displayName(user, t('user.fallbackName'));

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${t('user.menuLabel')}: ${name}`}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-control px-2 text-ink-secondary hover:bg-primary-tint hover:text-primary data-[state=open]:bg-primary-tint data-[state=open]:text-primary"
      >
        <UserRound aria-hidden="true" className="size-5" />
        <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 lg:inline" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-card border border-line bg-surface p-1.5 shadow-menu"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-bold text-ink">{name}</span>
            {user.email ? (
              <bdi dir="ltr" className="block truncate text-sm text-ink-secondary">
                {user.email}
              </bdi>
            ) : user.phone ? (
              <span className="block text-sm text-ink-secondary">
                <PhoneNumber phone={user.phone} />
              </span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <UserRound aria-hidden="true" className="size-4" />
              {t('user.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/orders">
              <Package aria-hidden="true" className="size-4" />
              {t('user.orders')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile/prescriptions">
              <FileText aria-hidden="true" className="size-4" />
              {t('user.prescriptions')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile/returns">
              <ReturnArrow aria-hidden="true" className="size-4" />
              {t('user.returns')}
            </Link>
          </DropdownMenu.Item>
          {isStaff ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <LayoutDashboard aria-hidden="true" className="size-4" />
                {t('user.admin')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={isLoggingOut}
            onSelect={(event) => {
              event.preventDefault();
              void logout();
            }}
          >
            {isLoggingOut ? (
              <Spinner className="size-4" />
            ) : (
              <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            )}
            {t('user.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
