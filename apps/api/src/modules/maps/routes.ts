import { messages } from '@brilho/domain';
import { cepParams, geocodingReverseQuery, geocodingSearchQuery, noQuery } from '@brilho/domain/contract';
import { zipCode } from '@brilho/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { serialize } from '../../lib/jsonapi';
import { MINUTE_MS } from '../../lib/limits';
import type { ZodTypeProvider } from '../../lib/wire';
import { PLACE_TEXTS } from '../../words/places';
import { type CepLookup, viaCepLookup } from './cep';
import { type Geocoder, nominatimGeocoder } from './geocoder';
import { mapSettingsSerializer, placeSerializer, zipCodeSerializer } from './serializers';

export interface MapsOptions {
  /** undefined: built from GEOCODER_URL; null: not configured. Tests pass fakes. */
  geocoder?: Geocoder | null;
  /** undefined: built from CEP_URL; null: not configured. */
  cep?: CepLookup | null;
}

export const GEOCODER_UNAVAILABLE = 'geocoder_unavailable';
export const CEP_UNAVAILABLE = 'cep_unavailable';
const SEARCH_MIN = 3;
const SEARCH_MAX = 255;

type Query = Record<string, unknown>;

function searchText(query: Query): string {
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  if (q.length < SEARCH_MIN || q.length > SEARCH_MAX)
    throw new ApiError(422, messages.places.districtSearchMin, { parameter: 'q' });
  return q;
}

function coordinate(query: Query, name: 'lat' | 'lng', limit: number): number {
  const raw = query[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || Math.abs(value) > limit)
    throw new ApiError(422, PLACE_TEXTS.badLocation, { parameter: name });
  return value;
}

/**
 * The map the address wizard shows, the places search behind it and the CEP lookup. The outside services
 * are optional: when one is not configured or fails, the answer is a 503 the web reads as "type it in".
 */
export async function mapsRoutes(instance: FastifyInstance, options: MapsOptions): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const http = { userAgent: `Brilho (+${config.PUBLIC_URL})` };
  const geocoder =
    options.geocoder !== undefined
      ? options.geocoder
      : config.GEOCODER_URL
        ? nominatimGeocoder(config.GEOCODER_URL, http)
        : null;
  const cep =
    options.cep !== undefined ? options.cep : config.CEP_URL ? viaCepLookup(config.CEP_URL, http) : null;

  /** Whatever goes wrong out there (down, slow, 5xx, nonsense) is the same 503 to the wizard. */
  const upstream = async <T>(code: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      app.log.warn({ err: error, code }, 'map service unavailable');
      throw new ApiError(503, messages.places.geocoderUnavailable, { code });
    }
  };
  const unavailable = (code: string) => new ApiError(503, messages.places.geocoderUnavailable, { code });

  app.get('/maps', { schema: { querystring: noQuery } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return serialize(mapSettingsSerializer, {
      tiles_url: config.TILES_URL,
      attribution: config.TILES_ATTRIBUTION,
      geocoder_available: geocoder !== null,
    });
  });

  // Signed-in only and limited: the public geocoders' usage policies forbid acting as an open proxy.
  const geocoding = { config: { limit: { name: 'geocoding', max: 60, windowMs: MINUTE_MS } } };

  app.get(
    '/geocoding/search',
    { ...geocoding, schema: { querystring: geocodingSearchQuery } },
    async (request) => {
      requireActor(request);
      const q = searchText(request.query);
      if (!geocoder) throw unavailable(GEOCODER_UNAVAILABLE);
      return serialize(placeSerializer, await upstream(GEOCODER_UNAVAILABLE, () => geocoder.search(q)));
    },
  );

  app.get(
    '/geocoding/reverse',
    { ...geocoding, schema: { querystring: geocodingReverseQuery } },
    async (request) => {
      requireActor(request);
      const query = request.query;
      const point = { latitude: coordinate(query, 'lat', 90), longitude: coordinate(query, 'lng', 180) };
      if (!geocoder) throw unavailable(GEOCODER_UNAVAILABLE);
      return serialize(placeSerializer, await upstream(GEOCODER_UNAVAILABLE, () => geocoder.reverse(point)));
    },
  );

  // Open to signed-out callers: a company's sign-up asks for its representative's CEP.
  app.get(
    '/cep/:cep',
    { schema: { params: cepParams }, config: { limit: { name: 'cep', max: 30, windowMs: MINUTE_MS } } },
    async (request) => {
      const parsed = zipCode.safeParse(request.params.cep);
      if (!parsed.success)
        throw new ApiError(422, parsed.error.issues[0]?.message ?? PLACE_TEXTS.badCep, { parameter: 'cep' });
      if (!cep) throw unavailable(CEP_UNAVAILABLE);
      const found = await upstream(CEP_UNAVAILABLE, () => cep.find(parsed.data));
      if (!found) throw new ApiError(404, messages.places.addressNotFound, { code: 'cep_not_found' });
      return serialize(zipCodeSerializer, found);
    },
  );
}
