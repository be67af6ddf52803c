import { postJobCompleted } from './modules/ledger';
import { notifyCustomerOfOrderMessage } from './modules/orders/customer-notify';
import type { OrderEffects } from './modules/orders/effects';
import { ORDER_LIFECYCLE_JOB } from './modules/orders/lifecycle-job';
import { schedulePaymentWindow } from './modules/payments';
import { countCompletedOrder } from './modules/professional-side/completed';
import { notifyOrderMessage, notifyOrderReassigned } from './modules/professional-side/notify';

/**
 * The one table of what an order's transition owes (docs/decisions/0114-one-owner-for-the-order-s-life.md). The
 * orders module makes the moves and calls these (modules/orders/effects.ts says when); it imports none of their
 * modules, which all import orders. `buildApp` installs the table. A new effect of an order move is a row here,
 * never a call next to a caller's move.
 */
export const ORDER_EFFECTS: OrderEffects = {
  // In the move's transaction, as the row changes.
  onMove: [
    // The professional's completed-cleanings count (their cards and public page).
    {
      name: 'professional completed count',
      on: 'complete',
      run: (tx, m) => countCompletedOrder(tx, m.order, m.at),
    },
    // The job is done: what was held for it becomes the professional's earning and the commission.
    {
      name: 'ledger: job completed',
      on: 'complete',
      run: async (tx, m) => {
        await postJobCompleted(tx, m.order, m.at);
      },
    },
  ],
  // In the transaction, last step (`sendOwedJobs`): durable jobs, per OrderChannel message of the outbox.
  owedJobs: [
    {
      name: 'order lifecycle: completion at the end of a checked-in cleaning',
      run: async (ctx, tx, event) => {
        if (event.channel === 'OrderChannel' && event.data.to_state === 'provisioning')
          await ctx.jobs.send(ORDER_LIFECYCLE_JOB, { orderId: event.key }, { singletonKey: event.key, tx });
      },
    },
    { name: "professional's notice", run: notifyOrderMessage },
    // A cleaning given to another professional: the one it was taken from hears order_cancelled (the move
    // carries who they were; the new one hears new_order from the notice above).
    {
      name: 'notice to the professional a cleaning was taken from',
      run: async (ctx, tx, event) => {
        if (event.reassignedFrom)
          await notifyOrderReassigned(ctx, tx, { orderId: event.key, ...event.reassignedFrom });
      },
    },
    { name: "customer's e-mail (with the cleaning's .ics)", run: notifyCustomerOfOrderMessage },
  ],
  // In the transaction that books a new order.
  onCreate: [{ name: 'payment window', run: schedulePaymentWindow }],
};
