import { translateMessage } from '@shop/shared/messages';
import { IRAQ_BOUNDS } from '@shop/shared/profile';
import { Crosshair, MapPin, MapPinOff, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { searchIraqCities } from '../iraq-cities.ts';
import type { LatLng } from './location-map.tsx';

/** Leaflet and its styles are fetched the first time the picker opens, never before. */
const LocationMap = lazy(() =>
  import('./location-map.tsx')
    .then((module) => ({ default: module.LocationMap }))
    .catch(() => ({ default: MapUnavailable })),
);

function MapUnavailable() {
  const { t } = useTranslation('cart');
  return (
    <div className="flex h-full items-center justify-center p-4 text-center text-sm text-ink-secondary">
      {t('location.mapFailed')}
    </div>
  );
}

export const insideIraq = (point: LatLng) =>
  point.lat >= IRAQ_BOUNDS.minLat &&
  point.lat <= IRAQ_BOUNDS.maxLat &&
  point.lng >= IRAQ_BOUNDS.minLng &&
  point.lng <= IRAQ_BOUNDS.maxLng;

const coords = (point: LatLng) => `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;

interface LocationPickerProps {
  value: LatLng | null | undefined;
  onChange: (value: LatLng | null) => void;
  tileUrl: string;
  error?: string | undefined;
}

/** Optional pin on a map for the courier: choose (map, city search, current location), confirm, or clear. */
export function LocationPicker({ value, onChange, tileUrl, error }: LocationPickerProps) {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('location.title')}</legend>
      <div className="flex flex-wrap items-center gap-3 rounded-control border border-line bg-surface p-3">
        {value ? (
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
        ) : (
          <MapPinOff aria-hidden="true" className="size-5 shrink-0 text-ink-disabled" />
        )}
        <p className="min-w-0 flex-1 text-sm text-ink" aria-live="polite">
          {value ? (
            <>
              {t('location.chosen')} <bdi dir="ltr">{coords(value)}</bdi>
            </>
          ) : (
            t('location.none')
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            {value ? t('location.change') : t('location.choose')}
          </Button>
          {value ? (
            <Button size="sm" variant="quiet" onClick={() => onChange(null)}>
              {t('location.clear')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-ink-secondary">{t('location.help')}</p>
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      {open ? (
        <LocationDialog
          initial={value ?? null}
          tileUrl={tileUrl}
          onClose={() => setOpen(false)}
          onConfirm={(point) => {
            onChange(point);
            setOpen(false);
          }}
          onClear={() => {
            onChange(null);
            setOpen(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}

type LocateState = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported' | 'outside';

function LocationDialog({
  initial,
  tileUrl,
  onClose,
  onConfirm,
  onClear,
}: {
  initial: LatLng | null;
  tileUrl: string;
  onClose: () => void;
  onConfirm: (point: LatLng) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [draft, setDraft] = useState<LatLng | null>(initial);
  const [focus, setFocus] = useState<{ point: LatLng; zoom: number } | null>(null);
  const [query, setQuery] = useState('');
  const [locate, setLocate] = useState<LocateState>('idle');
  const [outside, setOutside] = useState(false);
  const [tiles, setTiles] = useState<'waiting' | 'loaded' | 'failed'>(tileUrl ? 'waiting' : 'failed');
  const searchId = useId();
  const results = searchIraqCities(query);

  const pick = useCallback((point: LatLng) => {
    if (!insideIraq(point)) {
      setOutside(true);
      return;
    }
    setOutside(false);
    setDraft(point);
  }, []);
  const tilesFailed = useCallback(() => setTiles((s) => (s === 'loaded' ? s : 'failed')), []);
  const tilesLoaded = useCallback(() => setTiles('loaded'), []);

  const locateMe = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocate('unsupported');
      return;
    }
    setLocate('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        if (!insideIraq(point)) {
          setLocate('outside');
          return;
        }
        setLocate('idle');
        setOutside(false);
        setDraft(point);
        setFocus({ point, zoom: 16 });
      },
      (failure) => setLocate(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const locateMessage: Record<Exclude<LocateState, 'idle' | 'locating'>, string> = {
    denied: t('location.denied'),
    unavailable: t('location.unavailable'),
    unsupported: t('location.unsupported'),
    outside: translateMessage('The location must be inside Iraq', locale),
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('location.dialogTitle')}
      description={t('location.dialogDescription')}
      size="lg"
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            {t('location.cancel')}
          </Button>
          {initial ? (
            <Button variant="secondary" onClick={onClear}>
              {t('location.clear')}
            </Button>
          ) : null}
          <Button disabled={!draft} onClick={() => draft && onConfirm(draft)}>
            {t('location.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-ink">
            {t('location.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-disabled"
            />
            <TextInput
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('location.searchPlaceholder')}
              className="ps-9"
              aria-describedby={`${searchId}-help`}
              autoComplete="off"
            />
          </div>
          <p id={`${searchId}-help`} className="text-xs text-ink-secondary">
            {t('location.searchHelp')}
          </p>
          {query.trim() ? (
            results.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t('location.results')}>
                {results.map((city) => (
                  <li key={city.en}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        const point = { lat: city.lat, lng: city.lng };
                        setDraft(point);
                        setOutside(false);
                        setFocus({ point, zoom: 12 });
                      }}
                    >
                      {locale === 'ar' ? city.ar : city.en}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-secondary" role="status">
                {t('location.noResults')}
              </p>
            )
          ) : null}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" onClick={locateMe} busy={locate === 'locating'}>
            {locate === 'locating' ? null : <Crosshair aria-hidden="true" className="size-4" />}
            {t('location.current')}
          </Button>
          {locate !== 'idle' && locate !== 'locating' ? (
            <p className="text-sm text-danger" role="alert">
              {locateMessage[locate]}
            </p>
          ) : null}
        </div>

        {tiles === 'failed' ? (
          <p role="status" className="rounded-control bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('location.tilesFailed')}
          </p>
        ) : null}
        <p className="text-sm text-ink" aria-live="polite">
          {draft ? (
            <>
              {t('location.selected')} <bdi dir="ltr">{coords(draft)}</bdi>
            </>
          ) : (
            t('location.tapMap')
          )}
        </p>
        {outside ? (
          <p role="alert" className="text-sm text-danger">
            {translateMessage('The location must be inside Iraq', locale)}
          </p>
        ) : null}
        <div className="relative isolate h-64 overflow-hidden rounded-control border border-line sm:h-80">
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center gap-2 text-sm text-ink-secondary">
                <Spinner className="size-5 text-primary" />
                <span role="status">{t('location.loadingMap')}</span>
              </div>
            }
          >
            <LocationMap
              point={draft}
              focus={focus}
              tileUrl={tileUrl}
              onPick={pick}
              onTilesFailed={tilesFailed}
              onTilesLoaded={tilesLoaded}
              label={t('location.mapLabel')}
            />
          </Suspense>
        </div>
      </div>
    </Dialog>
  );
}
