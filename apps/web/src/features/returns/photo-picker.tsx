import { RETURN_PHOTO_ACCEPT, RETURN_PHOTO_MAX_BYTES, RETURN_PHOTOS_MAX } from '@shop/shared/returns';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

const ACCEPTED = RETURN_PHOTO_ACCEPT.split(',');

/**
 * The return form's optional photos: up to 3 JPEG, PNG or WebP images, shown as thumbnails with a remove
 * button each. The camera is offered by the phone beside the gallery (no `capture`, which would force it).
 */
export function PhotoPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('returns');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );

  const add = (picked: File[]) => {
    setError(null);
    const next = [...files];
    for (const file of picked) {
      if (!ACCEPTED.includes(file.type)) setError(t('photos.wrongType', { name: file.name }));
      else if (file.size > RETURN_PHOTO_MAX_BYTES) setError(t('photos.tooLarge', { name: file.name }));
      else if (next.length >= RETURN_PHOTOS_MAX) setError(t('photos.tooMany'));
      else next.push(file);
    }
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-input`} className="font-medium text-ink">
        {t('photos.label')}
      </label>
      <p id={`${id}-help`} className="text-sm text-ink-secondary">
        {t('photos.help')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {urls.map((url, i) => (
          <div key={url} className="relative size-20 overflow-hidden rounded-control border border-line">
            <img src={url} alt={t('photos.preview', { n: i + 1 })} className="size-full object-cover" />
            <button
              type="button"
              className="absolute end-1 top-1 flex size-7 items-center justify-center rounded-full bg-surface/90 text-ink shadow"
              aria-label={t('photos.remove', { n: i + 1 })}
              onClick={() => {
                setError(null);
                onChange(files.filter((_, j) => j !== i));
              }}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
        {files.length < RETURN_PHOTOS_MAX ? (
          <button
            type="button"
            className="flex size-20 flex-col items-center justify-center gap-1 rounded-control border border-dashed border-line text-xs text-primary hover:bg-primary-tint"
            onClick={() => inputRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            {t('photos.add')}
          </button>
        ) : null}
      </div>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        multiple
        accept={RETURN_PHOTO_ACCEPT}
        aria-describedby={`${id}-help`}
        className="sr-only"
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          // The same file may be picked again after it was removed.
          event.target.value = '';
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
