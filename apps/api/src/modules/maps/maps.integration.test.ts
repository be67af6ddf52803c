import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { nominatimGeocoder } from './geocoder';
import { UpstreamUnavailable } from './http';

const UNAVAILABLE = 'A busca de endereços está indisponível no momento. Preencha os dados manualmente.';

const nominatimPlace = (n: number, address: Record<string, string>) => ({
  place_id: 1000 + n,
  osm_type: 'way',
  osm_id: 2000 + n,
  lat: '-25.4405',
  lon: '-49.284',
  display_name: `Lugar ${n}, Curitiba, Paraná, Brasil`,
  address,
});

const COMPLETE = {
  house_number: '4000',
  road: 'Avenida Sete de Setembro',
  suburb: 'Batel',
  city: 'Curitiba',
  state: 'Paraná',
  'ISO3166-2-lvl4': 'BR-PR',
  postcode: '80250-210',
  country_code: 'br',
};
// No house number, the other Nominatim field names, a state without its ISO code and a partial CEP.
const INCOMPLETE = {
  pedestrian: 'Rua das Flores',
  neighbourhood: 'Centro',
  town: 'Lapa',
  state: 'Paraná',
  postcode: '83750',
};

/** A Nominatim- and ViaCEP-shaped service on a local port, recording what it was asked. */
function fakeServices(requests: IncomingMessage[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    requests.push(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/nominatim/search') {
      if (url.searchParams.get('q') === 'quebrado') return json(500, { error: 'boom' });
      const many = Array.from({ length: 6 }, (_, n) => nominatimPlace(n + 2, COMPLETE));
      return json(200, [nominatimPlace(0, COMPLETE), nominatimPlace(1, INCOMPLETE), ...many]);
    }
    if (url.pathname === '/nominatim/reverse') {
      if (url.searchParams.get('lat') === '0') return json(200, { error: 'Unable to geocode' });
      return json(200, nominatimPlace(0, COMPLETE));
    }
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(url.pathname)?.[1];
    if (cep === '80250210')
      return json(200, {
        cep: '80250-210',
        logradouro: 'Avenida Sete de Setembro',
        complemento: 'até 4000 - lado par',
        bairro: 'Batel',
        localidade: 'Curitiba',
        uf: 'PR',
      });
    if (cep === '99999999') return json(502, 'Bad gateway');
    if (cep) return json(200, { erro: true });
    json(404, {});
  };
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('maps, places search and CEP', () => {
  const requests: IncomingMessage[] = [];
  let services: { server: Server; url: string };
  let up: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    services = await listen(fakeServices(requests));
    up = await buildTestApp({
      config: {
        GEOCODER_URL: `${services.url}/nominatim/`,
        CEP_URL: services.url,
        TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        TILES_ATTRIBUTION: '© Exemplo',
      },
    });
    auth = (await signUpAndIn(up)).auth;
  });
  afterAll(async () => {
    await up.close();
    await close(services.server);
  });

  const get = (url: string, headers = auth, app = up) => app.app.inject({ method: 'GET', url, headers });

  it('tells the web which tiles to draw and that the places search is there', async () => {
    const response = await get('/api/maps', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        type: 'map-settings',
        id: 'default',
        attributes: {
          tiles_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
          attribution: '© Exemplo',
          geocoder_available: true,
        },
      },
    });
  });

  it('searches places in Brazil, at most 5, mapping the address fields and flagging incomplete ones', async () => {
    const before = requests.length;
    const response = await get('/api/geocoding/search?q=Avenida%20Sete%20de%20Setembro%204000');
    expect(response.statusCode).toBe(200);
    const sent = new URL(requests[before]!.url!, 'http://localhost');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'br',
      limit: '5',
      q: 'Avenida Sete de Setembro 4000',
    });
    expect(requests[before]!.headers['user-agent']).toMatch(/^Brilho/);
    const { data } = response.json();
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({
      type: 'places',
      id: '1000',
      attributes: {
        label: 'Lugar 0, Curitiba, Paraná, Brasil',
        street: 'Avenida Sete de Setembro',
        street_number: '4000',
        district: 'Batel',
        city: 'Curitiba',
        state: 'PR',
        zip_code: '80250210',
        latitude: -25.4405,
        longitude: -49.284,
        complete: true,
      },
    });
    expect(data[1].attributes).toMatchObject({
      street: 'Rua das Flores',
      street_number: null,
      district: 'Centro',
      city: 'Lapa',
      state: 'PR',
      zip_code: null,
      complete: false,
    });
  });

  it('finds the place at a point, and says null where there is none', async () => {
    const found = await get('/api/geocoding/reverse?lat=-25.4405&lng=-49.284');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.attributes).toMatchObject({ street_number: '4000', complete: true });
    const sent = new URL(requests.at(-1)!.url!, 'http://localhost');
    expect(sent.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      lat: '-25.4405',
      lon: '-49.284',
    });
    const nothing = await get('/api/geocoding/reverse?lat=0&lng=0');
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual({ data: null });
  });

  it('checks what it is asked before calling out', async () => {
    const before = requests.length;
    const short = await get('/api/geocoding/search?q=ab');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].source).toEqual({ parameter: 'q' });
    expect((await get('/api/geocoding/reverse?lat=91&lng=0')).json().errors[0].source).toEqual({
      parameter: 'lat',
    });
    expect((await get('/api/geocoding/reverse?lat=-25')).json().errors[0].source).toEqual({
      parameter: 'lng',
    });
    expect((await get('/api/cep/8025021')).statusCode).toBe(422);
    expect(requests.length).toBe(before);
    expect((await get('/api/geocoding/search?q=Curitiba', {})).statusCode).toBe(401);
  });

  it('answers 503 when the geocoder fails', async () => {
    const response = await get('/api/geocoding/search?q=quebrado');
    expect(response.statusCode).toBe(503);
    expect(response.json().errors[0]).toEqual({
      status: '503',
      title: UNAVAILABLE,
      code: 'geocoder_unavailable',
    });
  });

  it('fills an address from its CEP, without a session, and says 404 for an unknown one', async () => {
    const found = await get('/api/cep/80250-210', {});
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      data: {
        type: 'zip-codes',
        id: '80250210',
        attributes: {
          zip_code: '80250210',
          street: 'Avenida Sete de Setembro',
          district: 'Batel',
          city: 'Curitiba',
          state: 'PR',
        },
      },
    });
    expect(requests.at(-1)!.url).toBe('/ws/80250210/json/');
    const unknown = await get('/api/cep/80000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('cep_not_found');
    const failing = await get('/api/cep/99999999');
    expect(failing.statusCode).toBe(503);
    expect(failing.json().errors[0].code).toBe('cep_unavailable');
  });

  describe('when the services are down', () => {
    let down: TestApp;
    beforeAll(async () => {
      // A port that was just listening and is now closed: connections are refused.
      const closed = await listen(() => {});
      await close(closed.server);
      down = await buildTestApp({
        config: { GEOCODER_URL: closed.url, CEP_URL: closed.url },
        database: up.database,
      });
    });
    afterAll(() => down.close());

    it('answers 503 for the places search and the CEP, so the wizard asks for the address by hand', async () => {
      const me = await signUpAndIn(down);
      const search = await get('/api/geocoding/search?q=Rua XV de Novembro', me.auth, down);
      expect(search.statusCode).toBe(503);
      expect(search.json().errors[0]).toMatchObject({ title: UNAVAILABLE, code: 'geocoder_unavailable' });
      const reverse = await get('/api/geocoding/reverse?lat=-25.4&lng=-49.2', me.auth, down);
      expect(reverse.statusCode).toBe(503);
      const cep = await get('/api/cep/80250210', {}, down);
      expect(cep.statusCode).toBe(503);
      expect(cep.json().errors[0].code).toBe('cep_unavailable');
      expect((await get('/api/maps', {}, down)).json().data.attributes.geocoder_available).toBe(true);
    });
  });

  describe('when the services are not configured', () => {
    let bare: TestApp;
    beforeAll(async () => {
      bare = await buildTestApp({ database: up.database });
    });
    afterAll(() => bare.close());

    it('draws OpenStreetMap tiles and answers 503 to searches without calling anyone', async () => {
      const settings = (await get('/api/maps', {}, bare)).json().data.attributes;
      expect(settings).toEqual({
        tiles_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: expect.stringContaining('OpenStreetMap'),
        geocoder_available: false,
      });
      const me = await signUpAndIn(bare);
      const search = await get('/api/geocoding/search?q=Rua XV de Novembro', me.auth, bare);
      expect(search.statusCode).toBe(503);
      expect(search.json().errors[0]).toMatchObject({ title: UNAVAILABLE, code: 'geocoder_unavailable' });
      expect((await get('/api/cep/80250210', {}, bare)).json().errors[0].code).toBe('cep_unavailable');
    });
  });

  describe('with injected services', () => {
    it('uses the geocoder and CEP lookup it is given, and a failing one is a 503', async () => {
      const place = {
        id: 'p1',
        label: 'Rua A, 1, Curitiba',
        street: 'Rua A',
        street_number: '1',
        district: null,
        city: 'Curitiba',
        state: 'PR',
        zip_code: null,
        latitude: -25,
        longitude: -49,
        complete: true,
      };
      const faked = await buildTestApp({
        geocoder: {
          search: async (q) => (q === 'Rua A' ? [place] : Promise.reject(new Error('down'))),
          reverse: async () => place,
        },
        cep: { find: async () => null },
        database: up.database,
      });
      try {
        const me = await signUpAndIn(faked);
        expect((await get('/api/geocoding/search?q=Rua A', me.auth, faked)).json().data[0].id).toBe('p1');
        expect((await get('/api/geocoding/search?q=Rua B', me.auth, faked)).statusCode).toBe(503);
        expect((await get('/api/cep/80250210', {}, faked)).statusCode).toBe(404);
      } finally {
        await faked.close();
      }
    });
  });

  it('gives up on a geocoder slower than its time-out', async () => {
    const hanging = await listen(() => {});
    try {
      const slow = nominatimGeocoder(hanging.url, { timeoutMs: 50 });
      await expect(slow.search('Curitiba')).rejects.toBeInstanceOf(UpstreamUnavailable);
      await expect(slow.reverse({ latitude: -25, longitude: -49 })).rejects.toBeInstanceOf(
        UpstreamUnavailable,
      );
    } finally {
      await close(hanging.server);
    }
  });
});
