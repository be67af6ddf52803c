import { z } from 'zod';
import { idParams, PAGE_KEYS, paramsOf, queryOf } from './common';

/** IBGE's municipalities of a state, by the state's IBGE code (`/localities/estados/41/municipios`). */
export const ibgeStateParams = paramsOf('id');
/** A professional's ratings (`GET /feedbacks?filter[professional_id]=…`, `GET /professional/feedbacks`), cursor paged. */
export const feedbackListQuery = queryOf([...PAGE_KEYS, 'page[cursor]', 'filter[professional_id]']);
/** An order's rating, calendar file or invoice, by the order's id. */
export const orderDocumentParams = idParams;
/** `GET /my-data?format=json|csv`: the customer's data export. */
export const myDataQuery = queryOf(['format']);
/** `GET /telemetry/daily?filter[from]=…&filter[to]=…`. */
export const telemetryDailyQuery = queryOf(['filter[from]', 'filter[to]']);
/** `GET /avatars/:file` (a generated avatar's file name). */
export const avatarParams = paramsOf('file');
/** `GET /uploads/*`: the stored file's key. */
export const uploadParams = z.object({ '*': z.string() });
/** `GET /cable?token=…`: the real-time socket signs in with the session token. */
export const cableQuery = queryOf(['token']);
/** `GET /dev/outbox?to=…`: the dev mailer's messages to one address. */
export const outboxQuery = queryOf(['to']);
