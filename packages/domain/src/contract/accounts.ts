import { idParams, includeQuery, paramsOf } from './common';

/** An account, profile or phone by id; `GET /accounts/:id?include=…`. */
export const accountParams = idParams;
export const accountIncludeQuery = includeQuery;

/** `POST /password-recovery/:token`: the token the recovery e-mail carried. */
export const recoveryTokenParams = paramsOf('token');
