import { PAGE_KEYS, paramsOf, queryOf } from './common';

/** A chat page: messages before `page[before]` (a message id). */
export const chatPageQuery = queryOf(['page[before]']);
/** The operator's conversations list. */
export const conversationListQuery = queryOf(PAGE_KEYS);
/** A customer's conversation, by the customer's account id. */
export const conversationParams = paramsOf('accountId');
