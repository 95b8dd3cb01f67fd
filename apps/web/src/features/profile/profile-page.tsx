import { KeyRound, MapPin, Package, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { OrderHistory } from '../../components/orders/order-history.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AddressesTab } from './components/addresses-tab.tsx';
import { PersonalInfoTab } from './components/personal-info-tab.tsx';
import { ProfileSummary } from './components/profile-summary.tsx';
import { ProfileTabs } from './components/profile-tabs.tsx';
import { SecurityTab } from './components/security-tab.tsx';
import { type ProfileTab, panelId, parseProfileTab, tabId } from './profile-tab.ts';

/** /profile: personal info, my orders, saved addresses and security, as tabs kept in `?tab=`. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseProfileTab(searchParams.get('tab'));

  const select = (tab: ProfileTab) => {
    if (tab === active) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageShell>
      <PageHeading title={t('title')} description={t('description')} />
      <div className="flex flex-col gap-6">
        <ProfileSummary />
        <ProfileTabs
          active={active}
          onSelect={select}
          label={t('tabs.label')}
          tabs={{
            info: { label: t('tabs.info'), icon: UserRound },
            orders: { label: t('tabs.orders'), icon: Package },
            addresses: { label: t('tabs.addresses'), icon: MapPin },
            security: { label: t('tabs.security'), icon: KeyRound },
          }}
        />
        <section
          role="tabpanel"
          id={panelId(active)}
          aria-labelledby={tabId(active)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable so keyboard users reach its start
          tabIndex={0}
          className="rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        >
          {active === 'info' ? <PersonalInfoTab /> : null}
          {active === 'orders' ? <OrderHistory /> : null}
          {active === 'addresses' ? <AddressesTab /> : null}
          {active === 'security' ? <SecurityTab /> : null}
        </section>
      </div>
    </PageShell>
  );
}
