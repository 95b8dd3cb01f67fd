import { UPLOAD_MAX_BYTES } from '@shop/shared/constants';
import { TriangleAlert, X } from 'lucide-react';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import { FileTooLargeError, type UploadEntry } from '../lib/api/upload-file.ts';
import { adminErrorMessage } from '../lib/messages.ts';
import { ProgressBar } from './progress-bar.tsx';

/** The uploads in flight, each with its progress bar; refused ones with the reason and a dismiss button. */
export function UploadList({
  entries,
  onDismiss,
}: {
  entries: UploadEntry[];
  onDismiss: (key: string) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('upload.listLabel')}>
      {entries.map((entry) => (
        <li key={entry.key} className="rounded-control border border-line bg-surface p-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <bdi className="min-w-0 truncate font-medium text-ink">{entry.name}</bdi>
            {entry.status === 'failed' ? (
              <button
                type="button"
                onClick={() => onDismiss(entry.key)}
                aria-label={t('upload.dismiss', { name: entry.name })}
                className="flex size-9 shrink-0 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : (
              <span className="shrink-0 text-ink-secondary">
                <bdi>{formatNumber(Math.round(entry.progress * 100), locale)}%</bdi>
              </span>
            )}
          </div>
          {entry.status === 'failed' ? (
            <p role="alert" className="mt-1 flex items-start gap-1.5 text-danger">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {entry.error instanceof FileTooLargeError
                ? t('upload.tooLarge', { size: formatNumber(UPLOAD_MAX_BYTES / 1024 / 1024, locale) })
                : `${t('upload.failed')} ${adminErrorMessage(entry.error)}`}
            </p>
          ) : (
            <div className="mt-2">
              <ProgressBar value={entry.progress} label={t('upload.progress', { name: entry.name })} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
