import 'leaflet/dist/leaflet.css';
import { IRAQ_BOUNDS } from '@shop/shared/profile';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export interface LatLng {
  lat: number;
  lng: number;
}

interface LocationMapProps {
  /** The pin, if one is placed. */
  point: LatLng | null;
  /** Where to look: moves the map when it changes (a searched city, the current location). */
  focus: { point: LatLng; zoom: number } | null;
  /** `{z}/{x}/{y}` tile address from /api/config; empty means no map images (the pin still works). */
  tileUrl: string;
  onPick: (point: LatLng) => void;
  onTilesFailed: () => void;
  onTilesLoaded: () => void;
  label: string;
}

const BAGHDAD: LatLng = { lat: 33.3152, lng: 44.3661 };
const PADDING = 1.5;
const MAX_BOUNDS = L.latLngBounds(
  [IRAQ_BOUNDS.minLat - PADDING, IRAQ_BOUNDS.minLng - PADDING],
  [IRAQ_BOUNDS.maxLat + PADDING, IRAQ_BOUNDS.maxLng + PADDING],
);

/** A pin drawn in CSS and SVG: no marker images to fetch, nothing for the bundler to lose. */
const pinIcon = L.divIcon({
  className: '',
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 42 16 42s16-14.5 16-26.3C32 7 24.8 0 16 0z" fill="#0f766e"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

function FollowFocus({ focus }: { focus: LocationMapProps['focus'] }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.point.lat, focus.point.lng], focus.zoom);
  }, [focus, map]);
  // The dialog has just opened: measure the container again.
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), 50);
    return () => clearTimeout(timer);
  }, [map]);
  return null;
}

/** The Leaflet map of the location picker; loaded only when the picker is opened. */
export function LocationMap({
  point,
  focus,
  tileUrl,
  onPick,
  onTilesFailed,
  onTilesLoaded,
  label,
}: LocationMapProps) {
  const start = point ?? BAGHDAD;
  const tileEvents = useMemo(
    () => ({ tileerror: onTilesFailed, tileload: onTilesLoaded }),
    [onTilesFailed, onTilesLoaded],
  );
  const markerEvents = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPick({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPick],
  );
  const osm = tileUrl.includes('openstreetmap');
  return (
    // Leaflet lays tiles out left to right; the page's direction must not flip it.
    <div dir="ltr" className="h-full w-full" role="application" aria-label={label}>
      <MapContainer
        center={[start.lat, start.lng]}
        zoom={point ? 15 : 6}
        minZoom={5}
        maxBounds={MAX_BOUNDS}
        maxBoundsViscosity={0.8}
        className="h-full w-full bg-slate-100"
        attributionControl={osm}
      >
        {tileUrl ? (
          <TileLayer
            url={tileUrl}
            eventHandlers={tileEvents}
            attribution={osm ? '&copy; OpenStreetMap contributors' : ''}
          />
        ) : null}
        <ClickToPick onPick={onPick} />
        <FollowFocus focus={focus} />
        {point ? (
          <Marker position={[point.lat, point.lng]} icon={pinIcon} draggable eventHandlers={markerEvents} />
        ) : null}
      </MapContainer>
    </div>
  );
}
