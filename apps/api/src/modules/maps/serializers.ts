import { mapSettingsResource, placeResource, zipCodeResource } from '@brilho/domain/contract';
import { serializerOf } from '../../lib/jsonapi';
import type { ZipCodeInfo } from './cep';
import type { Place } from './geocoder';

export interface MapSettings {
  tiles_url: string;
  attribution: string;
  geocoder_available: boolean;
}

export const mapSettingsSerializer = serializerOf<MapSettings>()(mapSettingsResource, {
  id: () => 'default',
  attributes: (settings) => ({ ...settings }),
});

export const placeSerializer = serializerOf<Place>()(placeResource, {
  id: (place) => place.id,
  attributes: ({ id: _id, ...attributes }) => attributes,
});

export const zipCodeSerializer = serializerOf<ZipCodeInfo>()(zipCodeResource, {
  id: (info) => info.zip_code,
  attributes: (info) => ({ ...info }),
});
