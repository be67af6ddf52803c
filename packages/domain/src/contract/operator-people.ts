import { idParams, LIST_KEYS, paramsOf, queryOf } from './common';

/** The console's professionals list, its CSV and the validation queue. */
export const operatorProfessionalListQuery = queryOf([...LIST_KEYS, 'filter[status]', 'filter[validation]']);
/** The console's customers list and its CSV. */
export const operatorCustomerListQuery = queryOf([...LIST_KEYS, 'filter[kind]']);
/** A professional or customer by id. */
export const personParams = idParams;
/** `POST /operator/professionals/:id/:action` (approve, reject, block…; another action is a 404). */
export const professionalActionParams = paramsOf('id', 'action');
/** The companies list (`GET /legals`): page, sort and `include`. */
export const legalListQuery = queryOf([...LIST_KEYS, 'include']);
