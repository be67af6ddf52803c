import 'leaflet/dist/leaflet.css';
import './LocationMap.css';
import type { LonLat } from '@brilho/domain/schemas';
import { Text } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { addressWizardTexts as t } from '../../../words/address-wizard';

export interface LocationMapProps {
  centre: LonLat;
  tilesUrl: string;
  attribution: string;
  /** The pin was dragged (or nudged with the arrow keys, or the map was clicked). */
  onMove: (point: LonLat) => void;
  /** The map could not be created. */
  onFailure: () => void;
}

export const PIN_TITLE = t.pinTitle;
const ZOOM = 17;
/** Pixels an arrow key moves the pin. */
const NUDGE = 12;

// A pin drawn inline: no image asset to load, and it scales crisply.
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="48" viewBox="0 0 36 48" aria-hidden="true" focusable="false">
<path d="M18 1C8.6 1 1 8.4 1 17.6 1 29.8 18 47 18 47s17-17.2 17-29.4C35 8.4 27.4 1 18 1z" fill="#6741d9" stroke="#ffffff" stroke-width="2"/>
<circle cx="18" cy="17.5" r="6.5" fill="#ffffff"/>
</svg>`;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -NUDGE],
  ArrowDown: [0, NUDGE],
  ArrowLeft: [-NUDGE, 0],
  ArrowRight: [NUDGE, 0],
};

/** Leaflet, used directly: one draggable pin at zoom 17. Loaded on its own (React.lazy). */
export default function LocationMap({ centre, tilesUrl, attribution, onMove, onFailure }: LocationMapProps) {
  const container = useRef<HTMLElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const callbacks = useRef({ onMove, onFailure });
  callbacks.current = { onMove, onFailure };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: L.Map | null = null;
    try {
      map = L.map(element, {
        center: [centre.latitude, centre.longitude],
        zoom: ZOOM,
        zoomControl: false,
        scrollWheelZoom: false,
      });
      L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(map);
      const tiles = L.tileLayer(tilesUrl, { attribution, maxZoom: 19 });
      tiles.on('tileerror', () => setTilesFailed(true));
      tiles.addTo(map);
      const marker = L.marker([centre.latitude, centre.longitude], {
        draggable: true,
        autoPan: true,
        keyboard: true,
        title: PIN_TITLE,
        icon: L.divIcon({
          className: 'address-pin',
          html: PIN_SVG,
          iconSize: [36, 48],
          iconAnchor: [18, 47],
        }),
      }).addTo(map);
      const report = () => {
        const { lat, lng } = marker.getLatLng();
        callbacks.current.onMove({ latitude: lat, longitude: lng });
      };
      marker.on('dragend', report);
      const current = map;
      current.on('click', (event: L.LeafletMouseEvent) => {
        marker.setLatLng(event.latlng);
        report();
      });
      // The pin is a button (Leaflet's keyboard option); the arrows move it instead of panning the map.
      marker.getElement()?.addEventListener('keydown', (event) => {
        const delta = ARROWS[event.key];
        if (!delta) return;
        event.preventDefault();
        event.stopPropagation();
        const point = current.latLngToContainerPoint(marker.getLatLng()).add(L.point(delta[0], delta[1]));
        marker.setLatLng(current.containerPointToLatLng(point));
        report();
      });
    } catch {
      map?.remove();
      map = null;
      callbacks.current.onFailure();
    }
    return () => {
      map?.remove();
    };
  }, [centre.latitude, centre.longitude, tilesUrl, attribution]);

  return (
    <div>
      <section ref={container} className="address-map" aria-label={t.map} />
      {tilesFailed && (
        <Text size="sm" c="dimmed" mt={4} role="status">
          {t.mapImageUnavailable}
        </Text>
      )}
    </div>
  );
}
