import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** "Refresh" in a page header: reloads the page's lists, with a spinner in place of its icon meanwhile. */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Button variant="secondary" onClick={onClick} busy={busy}>
      {busy ? null : <RefreshCw aria-hidden="true" className="size-4" />}
      {t('common.refresh')}
    </Button>
  );
}
