import {
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_MAX_FILES,
  PRESCRIPTION_NOTE_MAX,
} from '@shop/shared/prescriptions';
import { Camera, FileText, ImagePlus, TriangleAlert, Upload, X } from 'lucide-react';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useUploadPrescription } from '../api/upload-prescription.ts';
import { addFiles, isPdf, MAX_MEGABYTES, type RefusedFile } from '../prescription-files.ts';

interface PrescriptionUploaderProps {
  /** The server has the prescription: its id and how many files it holds. */
  onUploaded: (created: { id: number; files: number }) => void;
  submitLabel?: string;
  /** Disabled from outside (the parent is busy with the result). */
  disabled?: boolean;
}

/**
 * Choose up to five photos (gallery, or the phone's camera) or PDFs, see them as thumbnails, remove any before
 * sending, add a note, and send them as one prescription with a progress bar. A refused file is named with the
 * reason; a failed upload keeps the files and the note for another try.
 */
export function PrescriptionUploader({ onUploaded, submitLabel, disabled }: PrescriptionUploaderProps) {
  const { t } = useTranslation('prescriptions');
  const locale = useLocale();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const galleryRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const upload = useUploadPrescription();
  const busy = upload.isPending;
  const max = formatNumber(PRESCRIPTION_MAX_FILES, locale);
  const size = formatNumber(MAX_MEGABYTES, locale);

  const take = (incoming: File[]) => {
    const result = addFiles(files, incoming);
    setFiles(result.files);
    setRefused(result.refused);
    setError(null);
  };

  const remove = (file: File) => {
    setFiles((list) => list.filter((f) => f !== file));
    setRefused([]);
  };

  const send = () => {
    if (files.length === 0) {
      setError(t('uploader.needFile'));
      return;
    }
    setError(null);
    setProgress(0);
    upload.mutate(
      { files, note, onProgress: setProgress },
      {
        onSuccess: (created) => {
          const count = files.length;
          setFiles([]);
          setNote('');
          setRefused([]);
          onUploaded({ id: created.id, files: count });
        },
        onError: (failure) => setError(`${t('uploader.failed')} ${errorMessage(failure)}`),
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (busy || disabled) return;
    take([...event.dataTransfer.files]);
  };

  const full = files.length >= PRESCRIPTION_MAX_FILES;
  const pickerDisabled = busy || disabled || full;

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the buttons inside are the keyboard path */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!pickerDisabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-5 text-center transition-colors ${
          over ? 'border-primary bg-primary-tint' : 'border-line bg-slate-50'
        }`}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
          <ImagePlus aria-hidden="true" className="size-6" />
        </span>
        <p className="hidden text-sm text-ink-secondary sm:pointer-fine:block">{t('uploader.drop')}</p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          {/* The camera first on phones: most prescriptions are photographed there and then. */}
          <button
            type="button"
            disabled={pickerDisabled}
            onClick={() => cameraRef.current?.click()}
            className={buttonClasses('primary', 'md', 'sm:pointer-fine:hidden')}
          >
            <Camera aria-hidden="true" className="size-5" />
            {t('uploader.camera')}
          </button>
          <button
            type="button"
            disabled={pickerDisabled}
            onClick={() => galleryRef.current?.click()}
            className={buttonClasses('secondary')}
          >
            <Upload aria-hidden="true" className="size-5" />
            {t('uploader.choose')}
          </button>
        </div>
        <p className="max-w-prose text-xs text-ink-secondary">{t('uploader.help', { max, size })}</p>
        <input
          ref={galleryRef}
          type="file"
          accept={PRESCRIPTION_ACCEPT}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          data-testid="prescription-files"
          className="sr-only"
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            e.target.value = '';
            if (chosen.length) take(chosen);
          }}
        />
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="prescription-camera"
          className="sr-only"
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            e.target.value = '';
            if (chosen.length) take(chosen);
          }}
        />
      </div>

      {refused.length > 0 ? (
        <ul
          role="alert"
          className="flex flex-col gap-1 rounded-control border border-red-200 bg-red-50 p-3 text-sm"
        >
          {refused.map((r) => (
            <li key={`${r.name}-${r.problem}`} className="flex items-start gap-2 text-danger">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t(`uploader.problems.${r.problem}`, { name: r.name, size, max })}
            </li>
          ))}
        </ul>
      ) : null}

      {files.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-secondary" aria-live="polite">
            {t('uploader.count', { n: formatNumber(files.length, locale), max })}
          </p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {files.map((file) => (
              <FileThumb
                key={`${file.name}-${file.size}-${file.lastModified}`}
                file={file}
                onRemove={busy ? undefined : () => remove(file)}
              />
            ))}
          </ul>
        </div>
      ) : null}

      <FormField label={t('uploader.note')} help={t('uploader.noteHelp')}>
        <Textarea
          value={note}
          maxLength={PRESCRIPTION_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          disabled={busy || disabled}
          rows={2}
        />
      </FormField>

      {busy ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-ink-secondary">{t('uploader.sending')}</p>
          <div
            role="progressbar"
            aria-label={t('uploader.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        </div>
      ) : null}

      {error ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-danger">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}

      <Button onClick={send} busy={busy} disabled={disabled} className="self-stretch sm:self-start">
        {busy ? null : <Upload aria-hidden="true" className="size-5" />}
        {submitLabel ?? t('uploader.send')}
      </Button>
    </div>
  );
}

/** A chosen file before sending: the photo itself (or a PDF sign) and a button that removes it. */
function FileThumb({ file, onRemove }: { file: File; onRemove: (() => void) | undefined }) {
  const { t } = useTranslation('prescriptions');
  const pdf = isPdf(file);
  const url = useMemo(() => (pdf ? null : URL.createObjectURL(file)), [file, pdf]);
  const [broken, setBroken] = useState(false);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <li className="relative flex aspect-square flex-col items-center justify-center overflow-hidden rounded-control border border-line bg-white">
      {url && !broken ? (
        <img src={url} alt={file.name} className="size-full object-cover" onError={() => setBroken(true)} />
      ) : (
        <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-ink-secondary">
          <FileText aria-hidden="true" className="size-7 text-primary" />
          <bdi className="line-clamp-2 break-all">{pdf ? t('uploader.pdf') : file.name}</bdi>
        </span>
      )}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('uploader.remove', { name: file.name })}
          className="absolute top-1 end-1 flex size-9 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}
