import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only stand-ins for the map services the product talks to: a Nominatim-compatible geocoder
 * (/search, /reverse), a ViaCEP-compatible CEP service (/ws/{cep}/json/) and a tile server (/tiles/…).
 * The journeys run without internet, so they point GEOCODER_URL, CEP_URL and TILES_URL here.
 */

export const KNOWN_PLACE = {
  street: 'Avenida Sete de Setembro',
  number: '4000',
  district: 'Batel',
  city: 'Curitiba',
  zip: '80250210',
  lat: -25.4405,
  lon: -49.284,
};

const nominatimPlace = (withNumber: boolean) => ({
  place_id: withNumber ? 1 : 2,
  osm_type: 'way',
  osm_id: withNumber ? 1001 : 1002,
  lat: String(KNOWN_PLACE.lat),
  lon: String(KNOWN_PLACE.lon),
  display_name: `${withNumber ? `${KNOWN_PLACE.number}, ` : ''}${KNOWN_PLACE.street}, ${KNOWN_PLACE.district}, ${KNOWN_PLACE.city}, Paraná, Brasil`,
  address: {
    ...(withNumber ? { house_number: KNOWN_PLACE.number } : {}),
    road: KNOWN_PLACE.street,
    suburb: KNOWN_PLACE.district,
    city: KNOWN_PLACE.city,
    state: 'Paraná',
    'ISO3166-2-lvl4': 'BR-PR',
    postcode: '80250-210',
    country: 'Brasil',
    country_code: 'br',
  },
});

// A 1×1 light-grey PNG; Leaflet stretches it over each 256 px tile.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8+/9/PQAJewPMvmMKJQAAAABJRU5ErkJggg==',
  'base64',
);

function route(url: URL): { status: number; type: string; body: string | Buffer } {
  const json = (status: number, value: unknown) => ({
    status,
    type: 'application/json',
    body: JSON.stringify(value),
  });
  if (url.pathname === '/search') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    if (!q.includes('sete de setembro')) return json(200, []);
    return json(200, [nominatimPlace(/\d/.test(q))]);
  }
  if (url.pathname === '/reverse') return json(200, nominatimPlace(true));
  const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(url.pathname);
  if (cep) {
    if (cep[1] !== KNOWN_PLACE.zip) return json(200, { erro: true });
    return json(200, {
      cep: '80250-210',
      logradouro: KNOWN_PLACE.street,
      complemento: '',
      bairro: KNOWN_PLACE.district,
      localidade: KNOWN_PLACE.city,
      uf: 'PR',
    });
  }
  if (url.pathname.startsWith('/tiles/')) return { status: 200, type: 'image/png', body: TILE };
  return json(404, { error: 'not found' });
}

export interface FakeMaps {
  url: string;
  env: { GEOCODER_URL: string; CEP_URL: string; TILES_URL: string };
  close(): Promise<void>;
}

export async function startFakeMaps(): Promise<FakeMaps> {
  const server: Server = createServer((request, response) => {
    const { status, type, body } = route(new URL(request.url ?? '/', 'http://localhost'));
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { GEOCODER_URL: url, CEP_URL: url, TILES_URL: `${url}/tiles/{z}/{x}/{y}.png` },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
