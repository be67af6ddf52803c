import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { ibgeStateParams, noQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/wire';
import { PLACE_TEXTS } from '../../words/places';

export interface Locality {
  id: number;
  nome: string;
  sigla?: string;
}

const UPSTREAM_TIMEOUT_MS = 5_000;

/** IBGE's own shapes from the data the utilities package ships (used when no LOCALITIES_URL is set). */
const embedded = {
  states: (): Locality[] =>
    getStates()
      .map((state) => ({ id: state.ibgeCode, sigla: state.code, nome: state.name }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
  cities: (stateId: number): Locality[] | null => {
    const state = getStates().find((s) => s.ibgeCode === stateId);
    if (!state) return null;
    return getMunicipalities(state.code).map((city) => ({ id: Number(city.code), nome: city.name }));
  },
};

/**
 * `/localities/estados` and `/localities/estados/{id}/municipios`, IBGE-compatible. With `LOCALITIES_URL`
 * the answers come from that service; when it fails the API says so (502) and the sign-up wizard falls
 * back to text fields, as the spec asks.
 */
export async function localitiesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const upstream = app.ctx.config.LOCALITIES_URL;
  const fromUpstream = async (path: string): Promise<Locality[]> => {
    try {
      const response = await fetch(`${upstream}${path}`, {
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return (await response.json()) as Locality[];
    } catch (error) {
      app.log.warn({ err: error, path }, 'localities service unavailable');
      throw new ApiError(502, PLACE_TEXTS.localitiesUnavailable);
    }
  };

  app.get('/localities/estados', { schema: { querystring: noQuery } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return upstream ? fromUpstream('/estados') : embedded.states();
  });

  app.get(
    '/localities/estados/:id/municipios',
    { schema: { params: ibgeStateParams } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isInteger(id)) throw new ApiError(404, PLACE_TEXTS.stateNotFound);
      reply.header('cache-control', 'public, max-age=86400');
      if (upstream) return fromUpstream(`/estados/${id}/municipios`);
      const cities = embedded.cities(id);
      if (!cities) throw new ApiError(404, PLACE_TEXTS.stateNotFound);
      return cities;
    },
  );
}
