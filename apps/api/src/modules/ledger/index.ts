/**
 * The ledger module's public entry: other modules import the ledger only from here. Postings are written by
 * the module that owes them, in its own transaction (docs/decisions/0114-one-owner-for-the-order-s-life.md: a
 * completed order's posting is a row of the order effects table, apps/api/src/effects.ts).
 */
export {
  jobShares,
  postChargeback,
  postJobCompleted,
  postMoneyIn,
  postMoneyOwedBack,
  postOpeningWallet,
  postOrderRefund,
  postRefundPaid,
  postWalletMove,
} from './events';
export { isPosted } from './post';
