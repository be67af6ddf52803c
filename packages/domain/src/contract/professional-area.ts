import { idParams, queryOf } from './common';

/** An order or offer of the signed-in professional. */
export const professionalOrderParams = idParams;

/** `GET /professional/agenda?filter[from]=…&filter[to]=…` (São Paulo days). */
export const agendaQuery = queryOf(['filter[from]', 'filter[to]']);
