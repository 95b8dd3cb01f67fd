import { ChevronDown, LayoutGrid } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CategoryMenuList } from './category-menu-list.tsx';

/** Desktop categories menu: a disclosure button and a panel (Escape, outside click and navigation close it). */
export function MegaMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="static">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-control bg-primary px-4 font-medium text-white hover:bg-primary-hover"
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        {t('megaMenu.trigger')}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[75vh] overflow-y-auto border-t border-line bg-surface shadow-menu"
      >
        <nav aria-label={t('megaMenu.label')} className="page-container">
          {open ? <CategoryMenuList layout="panel" onNavigate={() => setOpen(false)} /> : null}
        </nav>
      </div>
    </div>
  );
}
