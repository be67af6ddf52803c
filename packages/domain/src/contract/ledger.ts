import { referenceTexts } from '../messagesReference';
import { attribute, idParams, jsonApiBodyWith, queryOf } from './common';

/** The operator's finance filters (period in São Paulo days, ids, an account): ledger/queries.ts reads them. */
export const ledgerFilterQuery = queryOf(
  ['from', 'to', 'order_id', 'payout_id', 'professional_id', 'account'],
  referenceTexts.ledgerFilters,
);

export const payoutParams = idParams;

/** `POST /operator/payouts/:id/failed`: why the transfer failed. */
export const payoutFailureBody = jsonApiBodyWith({ reason: attribute('Motivo da falha (texto)') });
