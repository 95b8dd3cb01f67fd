import type { PrescriptionView } from '@shop/shared/prescriptions';
import { CheckCircle2, FileText } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { PrescriptionPickerProps } from '../../../components/prescriptions/prescription-picker-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { usePrescriptions } from '../api/get-prescriptions.ts';
import { PrescriptionFileLinks } from './prescription-file-links.tsx';
import { PrescriptionStatusBadge } from './prescription-status-badge.tsx';
import { PrescriptionUploader } from './prescription-uploader.tsx';

type Source = 'upload' | 'existing';

/** The checkout's and the order page's prescription section: upload a new one, or choose an earlier one. */
export function PrescriptionPickerView({
  value,
  onChange,
  mode,
  excludeIds = [],
  busy,
  headingId,
}: PrescriptionPickerProps) {
  const { t } = useTranslation('prescriptions');
  const locale = useLocale();
  const [source, setSource] = useState<Source>('upload');
  const fallbackId = useId();
  const titleId = headingId ?? fallbackId;

  if (mode === 'checkout' && value) {
    return (
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-card border border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          <div>
            <h2 id={titleId} tabIndex={-1} className="font-bold text-ink focus:outline-none">
              {t('picker.attached')}
            </h2>
            <p className="text-sm text-ink-secondary">
              {t('picker.attachedDetail', {
                id: formatNumber(value.id, locale),
                files: formatNumber(value.files, locale),
              })}
            </p>
          </div>
        </div>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
          {t('picker.change')}
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card border border-amber-200 bg-surface p-4"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={titleId} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
            {mode === 'order' ? t('picker.replaceTitle') : t('picker.title')}
          </h2>
          {mode === 'checkout' ? <p className="text-sm text-ink-secondary">{t('picker.intro')}</p> : null}
        </div>
      </div>
      <SourceTabs value={source} onChange={setSource} />
      {source === 'upload' ? (
        <PrescriptionUploader
          disabled={busy}
          onUploaded={(created) => {
            if (mode === 'checkout') notify.success(t('picker.uploaded'));
            onChange(created);
          }}
        />
      ) : (
        <EarlierPrescriptions excludeIds={excludeIds} busy={busy} onChoose={onChange} />
      )}
    </section>
  );
}

/** Two segmented buttons acting as tabs (arrow keys move between them, mirrored in Arabic). */
function SourceTabs({ value, onChange }: { value: Source; onChange: (s: Source) => void }) {
  const { t } = useTranslation('prescriptions');
  const refs = useRef<Record<Source, HTMLButtonElement | null>>({ upload: null, existing: null });
  const order: Source[] = ['upload', 'existing'];
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'upload' ? 'existing' : 'upload';
    const target = event.key === 'Home' ? 'upload' : event.key === 'End' ? 'existing' : next;
    onChange(target);
    refs.current[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('picker.tabsLabel')}
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-control bg-slate-100 p-1"
    >
      {order.map((source) => (
        <button
          key={source}
          ref={(el) => {
            refs.current[source] = el;
          }}
          type="button"
          role="tab"
          aria-selected={value === source}
          tabIndex={value === source ? 0 : -1}
          onClick={() => onChange(source)}
          className={`min-h-11 rounded-control px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary ${
            value === source ? 'bg-surface text-primary shadow-sm' : 'text-ink-secondary hover:text-ink'
          }`}
        >
          {t(source === 'upload' ? 'picker.upload' : 'picker.existing')}
        </button>
      ))}
    </div>
  );
}

/** The shopper's earlier prescriptions that can still be used (waiting for review or approved). */
function EarlierPrescriptions({
  excludeIds,
  busy,
  onChoose,
}: {
  excludeIds: number[];
  busy: boolean | undefined;
  onChoose: (choice: { id: number; files: number }) => void;
}) {
  const { t } = useTranslation('prescriptions');
  const locale = useLocale();
  const query = usePrescriptions(1, 20);
  const [chosen, setChosen] = useState<number | null>(null);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only" role="status">
          {t('picker.existingLoading')}
        </span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        compact
        message={t('picker.existingFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const usable = query.data.data.filter(
    (p: PrescriptionView) => p.status !== 'rejected' && !excludeIds.includes(p.id),
  );
  if (usable.length === 0) {
    return (
      <p className="rounded-control bg-slate-50 p-4 text-sm text-ink-secondary">
        {t('picker.existingEmpty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {usable.map((p) => (
        <li
          key={p.id}
          className="flex flex-col gap-3 rounded-control border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 items-center gap-3">
            <PrescriptionFileLinks prescriptionId={p.id} files={p.files.slice(0, 1)} size="sm" />
            <div className="min-w-0">
              <p className="font-medium text-ink">{t('card.number', { id: formatNumber(p.id, locale) })}</p>
              <p className="text-xs text-ink-secondary">
                {t('card.uploadedOn', { date: formatDate(p.created_at, locale) })} ·{' '}
                {t('card.files', { n: formatNumber(p.files.length, locale) })}
              </p>
            </div>
            <PrescriptionStatusBadge status={p.status} />
          </div>
          <Button
            size="sm"
            variant="secondary"
            busy={busy && chosen === p.id}
            disabled={busy}
            onClick={() => {
              setChosen(p.id);
              onChoose({ id: p.id, files: p.files.length });
            }}
          >
            {t('picker.use')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
