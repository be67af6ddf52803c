import { idParams, queryOf } from './common';

/** `GET /finders/professionals/schedule-events?filter[...]`. */
export const scheduleEventsQuery = queryOf([
  'filter[professional_id]',
  'filter[from]',
  'filter[to]',
  'filter[status]',
]);
/** `GET /schedules/:id/events?filter[status]=…&sort=…`. */
export const scheduleParams = idParams;
export const scheduleEventListQuery = queryOf(['filter[status]', 'sort']);
