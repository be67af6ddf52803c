import { getJson, type HttpClientOptions, UpstreamUnavailable } from './http';

/** What a CEP says about the address (null: the service doesn't know that part). */
export interface ZipCodeInfo {
  zip_code: string;
  street: string | null;
  district: string | null;
  city: string | null;
  /** UF. */
  state: string | null;
}

/** The port: tests pass fakes, production a ViaCEP-compatible service. */
export interface CepLookup {
  /** `cep` is 8 digits; null when no such CEP exists. */
  find(cep: string): Promise<ZipCodeInfo | null>;
}

interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  /** `true` (older versions: `'true'`) for a well-formed CEP that doesn't exist. */
  erro?: boolean | string;
}

const text = (value: string | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A ViaCEP-compatible service at `baseUrl` (`/ws/{cep}/json/`). */
export function viaCepLookup(baseUrl: string, options: HttpClientOptions = {}): CepLookup {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async find(cep) {
      const answer = (await getJson(`${base}/ws/${cep}/json/`, options)) as ViaCepAnswer | null;
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
        throw new UpstreamUnavailable('cep: not an object');
      if (answer.erro === true || answer.erro === 'true') return null;
      return {
        zip_code: cep,
        street: text(answer.logradouro),
        district: text(answer.bairro),
        city: text(answer.localidade),
        state: text(answer.uf)?.toUpperCase() ?? null,
      };
    },
  };
}
