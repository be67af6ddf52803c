import 'leaflet/dist/leaflet.css';
import type { LonLat } from '@brilho/domain/schemas';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import classes from '../../components/order/orders.module.css';

const ZOOM = 17;

// The same inline pin as the address wizard's, not draggable here.
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="48" viewBox="0 0 36 48" aria-hidden="true" focusable="false">
<path d="M18 1C8.6 1 1 8.4 1 17.6 1 29.8 18 47 18 47s17-17.2 17-29.4C35 8.4 27.4 1 18 1z" fill="#6741d9" stroke="#ffffff" stroke-width="2"/>
<circle cx="18" cy="17.5" r="6.5" fill="#ffffff"/>
</svg>`;

/** The order's address on a map (zoom 17), read only. Loaded on its own chunk (React.lazy). */
export default function OrderMap({
  point,
  tilesUrl,
  attribution,
  label,
}: {
  point: LonLat;
  tilesUrl: string;
  attribution: string;
  label: string;
}) {
  const container = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: L.Map | null = null;
    try {
      map = L.map(element, {
        center: [point.latitude, point.longitude],
        zoom: ZOOM,
        zoomControl: false,
        scrollWheelZoom: false,
        dragging: !L.Browser.mobile,
        keyboard: false,
      });
      L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(map);
      L.tileLayer(tilesUrl, { attribution, maxZoom: 19 }).addTo(map);
      L.marker([point.latitude, point.longitude], {
        keyboard: false,
        interactive: false,
        icon: L.divIcon({ className: '', html: PIN_SVG, iconSize: [36, 48], iconAnchor: [18, 47] }),
      }).addTo(map);
    } catch {
      // No map: the address lines above still say where it is.
      map?.remove();
      map = null;
    }
    return () => {
      map?.remove();
    };
  }, [point.latitude, point.longitude, tilesUrl, attribution]);
  return <section ref={container} className={classes.map} aria-label={label} />;
}
