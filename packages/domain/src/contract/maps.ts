import { paramsOf, queryOf } from './common';

/** `GET /geocoding/search?q=…`. */
export const geocodingSearchQuery = queryOf(['q']);
/** `GET /geocoding/reverse?lat=…&lng=…`. */
export const geocodingReverseQuery = queryOf(['lat', 'lng']);
/** `GET /cep/:cep` (8 digits; another text is a 422 on `cep`). */
export const cepParams = paramsOf('cep');
