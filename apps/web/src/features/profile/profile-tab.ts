/** The profile's tabs, in order; the active one lives in the URL (`/profile?tab=addresses`). */
export const PROFILE_TABS = ['info', 'orders', 'addresses', 'security'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

export function parseProfileTab(raw: string | null | undefined): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === raw) ?? 'info';
}

/**
 * The tab an arrow, Home or End key moves to (roving focus, wrapping around). In Arabic pages the ArrowLeft key
 * moves forward, as the tabs read from the right. Null for any other key.
 */
export function tabAfterKey(current: ProfileTab, key: string, direction: 'rtl' | 'ltr'): ProfileTab | null {
  const index = PROFILE_TABS.indexOf(current);
  const last = PROFILE_TABS.length - 1;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  let next: number;
  if (key === forward) next = index === last ? 0 : index + 1;
  else if (key === backward) next = index === 0 ? last : index - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = last;
  else return null;
  return PROFILE_TABS[next] ?? null;
}
