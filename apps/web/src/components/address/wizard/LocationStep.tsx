import { messages } from '@brilho/domain';
import type { LonLat } from '@brilho/domain/schemas';
import { Alert, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { geocodingSearchQuery, useMapSettings } from '../../../entities/address/api';
import { notify } from '../../../lib/notify';
import { addressWizardTexts as t } from '../../../words/address-wizard';
import { StepActions, type StepProps } from './common';
import type { LocationMapProps } from './LocationMap';
import { DEFAULT_CENTRE, placeMatches, type WizardData } from './state';

/** Tiles when the map settings cannot be read. */
const FALLBACK_TILES = {
  tiles_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; OpenStreetMap',
};

// Leaflet and its CSS stay in this chunk, fetched when step 3 first opens. A failed download is a map
// that could not be created: the step goes on with the centre.
const LocationMap = lazy(
  (): Promise<{ default: (props: LocationMapProps) => ReactNode }> =>
    import('./LocationMap').catch(() => ({
      default: function MapUnavailable({ onFailure }: LocationMapProps) {
        useEffect(() => onFailure(), [onFailure]);
        return null;
      },
    })),
);

const coordinate = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
    ? null
    : Number(value);

const pointOf = (latitude: unknown, longitude: unknown): LonLat | null => {
  const lat = coordinate(latitude);
  const lng = coordinate(longitude);
  return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
};

/** The text the map centre is looked up with: 'street, number, city'. */
export const forwardQuery = (data: WizardData) => `${data.street}, ${data.street_number}, ${data.city}`;

/**
 * The centre: the pin confirmed before, else the chosen place, else the address geocoded, else the
 * city's centre, else Curitiba. `null` while the geocoding is still running.
 */
function useCentre(data: WizardData, geocoderDown: boolean): LonLat | null {
  const known =
    data.location ?? (placeMatches(data) ? pointOf(data.place?.latitude, data.place?.longitude) : null);
  const geocoded = useQuery({
    ...geocodingSearchQuery(forwardQuery(data)),
    enabled: known === null && !geocoderDown,
  });
  if (known) return known;
  if (!geocoderDown && geocoded.isPending) return null;
  const first = geocoded.data?.[0];
  return (
    pointOf(first?.latitude, first?.longitude) ??
    pointOf(data.cityRecord?.latitude, data.cityRecord?.longitude) ??
    DEFAULT_CENTRE
  );
}

/** Step 3: the pin on the map, at zoom 17, dragged to the door. */
export function LocationStep({
  data,
  serverErrors,
  onNext,
  onBack,
  geocoderDown,
}: StepProps & { geocoderDown: boolean }) {
  const settings = useMapSettings();
  const centre = useCentre(data, geocoderDown);
  const [pin, setPin] = useState<LonLat | null>(null);
  const [failed, setFailed] = useState(false);
  const tiles = settings.data ?? FALLBACK_TILES;
  const ready = centre !== null && !settings.isPending;

  const fail = () => {
    setFailed(true);
    notify({ type: 'error', message: messages.places.mapFailed });
  };

  const point = pin ?? centre;
  return (
    <Stack gap="sm">
      <Text size="sm">{t.locationIntro}</Text>
      {serverErrors.lonlat && (
        <Text size="sm" c="red.9" fw={600} role="alert">
          {serverErrors.lonlat}
        </Text>
      )}
      {!ready ? (
        <MapLoading />
      ) : failed ? (
        <Alert color="orange" variant="light">
          {t.mapUnavailable}
        </Alert>
      ) : (
        <Suspense fallback={<MapLoading />}>
          <LocationMap
            centre={centre}
            tilesUrl={tiles.tiles_url}
            attribution={tiles.attribution}
            onMove={setPin}
            onFailure={fail}
          />
        </Suspense>
      )}
      <div aria-live="polite">
        {pin && (
          <Text size="sm" fw={600} c="teal.9">
            {t.locationAdjusted}
          </Text>
        )}
      </div>
      <StepActions
        onBack={() => onBack(pin ? { location: pin } : {})}
        nextLabel={t.confirmLocation}
        disabled={point === null}
        onNext={() => point && onNext({ location: point })}
      />
    </Stack>
  );
}

function MapLoading() {
  return (
    <Center className="address-map-loading" h={240}>
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Carregando o mapa...</Text>
      </Group>
    </Center>
  );
}
