// Coordinates travel as the text 'POINT(lng lat)' (entity fields Address.lonlat). Without zod, so a screen
// that only writes a point does not load the schemas (`@brilho/domain/point`).

export interface LonLat {
  longitude: number;
  latitude: number;
}

export const formatPoint = ({ longitude, latitude }: LonLat): string => `POINT(${longitude} ${latitude})`;

const POINT = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i;

/** 'POINT(lng lat)' → coordinates, or null when the text is not a point on Earth. */
export function parsePoint(text: string): LonLat | null {
  const match = POINT.exec(text);
  if (!match) return null;
  const longitude = Number(match[1]);
  const latitude = Number(match[2]);
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return null;
  return { longitude, latitude };
}
