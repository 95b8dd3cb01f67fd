import type { Locale } from '@shop/shared/constants';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { changeLocale } from '../../i18n/i18n.ts';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

interface LanguageSwitcherProps {
  /** Always show the full language name (menus), not the short form phones get in the header. */
  full?: boolean;
  className?: string;
}

/** One button that switches to the other language (العربية / English). */
export function LanguageSwitcher({ full = false, className = '' }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const target: Locale = locale === 'ar' ? 'en' : 'ar';
  const name = t(target === 'ar' ? 'language.ar' : 'language.en');
  const short = t(target === 'ar' ? 'language.shortAr' : 'language.shortEn');

  const switchLanguage = async () => {
    setBusy(true);
    try {
      await changeLocale(target);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={switchLanguage}
      disabled={busy}
      // The name starts with what is shown on a phone (EN / ع), so voice control users can say it.
      aria-label={`${short} — ${t('language.switchTo', { language: name })}`}
      className={`inline-flex min-h-11 min-w-10 items-center justify-center gap-1.5 rounded-control px-1.5 sm:px-2 text-sm font-medium text-ink-secondary hover:bg-primary-tint hover:text-primary disabled:opacity-60 ${className}`}
    >
      <Globe aria-hidden="true" className={`size-5 shrink-0 ${full ? '' : 'hidden sm:block'}`} />
      <span lang={target} className={full ? '' : 'hidden sm:inline'}>
        {name}
      </span>
      {full ? null : (
        <span lang={target} aria-hidden="true" className="sm:hidden">
          {short}
        </span>
      )}
    </button>
  );
}
