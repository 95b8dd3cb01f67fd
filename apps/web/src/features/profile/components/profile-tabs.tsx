import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { useLocale } from '../../../i18n/locale-store.ts';
import { PROFILE_TABS, type ProfileTab, panelId, tabAfterKey, tabId } from '../profile-tab.ts';

interface ProfileTabsProps {
  active: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  label: string;
  tabs: Record<ProfileTab, { label: string; icon: LucideIcon }>;
}

/**
 * A WAI-ARIA tablist: one tab in the Tab order (roving tabindex), arrows move and select (mirrored in Arabic),
 * Home and End jump to the ends. On phones the four tabs share the width, icon above label.
 */
export function ProfileTabs({ active, onSelect, label, tabs }: ProfileTabsProps) {
  const locale = useLocale();
  const refs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(active, event.key, locale === 'ar' ? 'rtl' : 'ltr');
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="grid grid-cols-4 border-b border-line sm:flex sm:gap-1">
      {PROFILE_TABS.map((tab) => {
        const selected = tab === active;
        const { label: tabLabel, icon: Icon } = tabs[tab];
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
            className={`-mb-px flex min-h-14 flex-col items-center justify-center gap-1 border-b-2 px-1 py-2 text-center text-xs leading-tight font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:min-h-12 sm:flex-row sm:gap-2 sm:px-4 sm:text-base sm:whitespace-nowrap ${
              selected
                ? 'border-primary text-primary'
                : 'border-transparent text-ink-secondary hover:border-slate-300 hover:text-ink'
            }`}
          >
            <Icon aria-hidden="true" className="size-5" />
            {tabLabel}
          </button>
        );
      })}
    </div>
  );
}
