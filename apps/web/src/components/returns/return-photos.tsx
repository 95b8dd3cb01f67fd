import type { ReturnPhotoView } from '@shop/shared/returns';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * A return's photos as thumbnails, each opening the full image in a new tab (the customer's return page and
 * the back-office's). The images come from the API with the session's cookie: never a public URL.
 */
export function ReturnPhotos({ photos }: { photos: ReturnPhotoView[] }) {
  const { t } = useTranslation('returns');
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo) => (
        <li key={photo.n}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block size-20 overflow-hidden rounded-control border border-line bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <img
              src={photo.url}
              alt={t('photos.open', { n: photo.n })}
              loading="lazy"
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
