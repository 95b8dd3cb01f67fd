import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CategoryMenuList } from './category-menu-list.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { HEADER_LINKS } from './nav-links.ts';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone menu: a drawer on the start side with the page links and the categories. Loaded on first open. */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[86%] max-w-sm flex-col bg-surface shadow-menu focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <Dialog.Title className="text-lg font-bold text-ink">{t('header.menuTitle')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('header.closeMenu')}
              className="flex size-11 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 pb-6">
            <nav aria-label={t('nav.main')}>
              <ul className="flex flex-col border-b border-line py-2">
                {HEADER_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      onClick={close}
                      className={({ isActive }) =>
                        `flex min-h-11 items-center rounded-control px-2 font-medium ${
                          isActive ? 'bg-primary-tint text-primary' : 'text-ink hover:bg-slate-50'
                        }`
                      }
                    >
                      {t(link.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <section aria-labelledby="mobile-menu-categories" className="pt-4">
              <h2 id="mobile-menu-categories" className="px-2 text-sm font-bold text-ink-secondary">
                {t('megaMenu.trigger')}
              </h2>
              <div className="px-2">
                <CategoryMenuList layout="drawer" onNavigate={close} />
              </div>
            </section>
            <div className="border-t border-line pt-3">
              <LanguageSwitcher full />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
