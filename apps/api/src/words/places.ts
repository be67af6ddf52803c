/** The pt-BR texts of the places API and its localities and maps lookups. */

/** The places API's refusals (countries, states, cities, districts, localities). */
export const PLACE_TEXTS = {
  localitiesUnavailable: 'Serviço de localidades indisponível',
  stateNotFound: 'Estado não encontrado',
  cityNotFound: 'Cidade não encontrada',
  districtNotFound: 'Bairro não encontrado',
  countryNotFound: 'País não encontrado',
  badLocation: 'Localização inválida',
  badCep: 'CEP inválido',
} as const;
