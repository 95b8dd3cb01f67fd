import { useTranslation } from '../../i18n/use-translation.ts';
import { Spinner } from './spinner.tsx';

interface PageSpinnerProps {
  label?: string;
}

/** A small centred spinner while a page's code or the signed-in user is loading. */
export function PageSpinner({ label }: PageSpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t('app.loading');
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-3 text-ink-secondary">
      <Spinner className="size-6 text-primary" />
      <span role="status">{text}</span>
    </div>
  );
}
