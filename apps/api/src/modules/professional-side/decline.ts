import { DECLINE_CUTOFF_HOURS, declineRefusal, formatDateBR, saoPauloClock } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { accounts, type Order } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { MAIL_TEXTS } from '../../words/mail';
import { DECLINE_TEXTS, DECLINED_CUSTOMER_EMAIL } from '../../words/professional-side';
import { recordAudit } from '../audit';
import type { MailMessage } from '../mail';
import { emailHtml, sendEmailInTx } from '../mail';
import {
  lockOrder,
  type Outbox,
  publishAll,
  releaseBooking,
  sendOwedJobs,
  sendToRescheduling,
} from '../orders';
import { insertTicket } from '../tickets';
import { JOB_TEXTS } from './agenda';
import type { SignedInProfessional } from './queries';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs' | 'config'>;

export { DECLINE_TEXTS };

function customerEmail(to: { email: string; firstName: string }, order: Order, url: string): MailMessage {
  const clock = saoPauloClock(order.startsAt);
  const paragraphs = [
    MAIL_TEXTS.greeting(to.firstName),
    ...DECLINED_CUSTOMER_EMAIL.lines(formatDateBR(clock.date), clock.hour),
  ];
  const action = { label: DECLINED_CUSTOMER_EMAIL.action, url };
  return {
    to: to.email,
    subject: DECLINED_CUSTOMER_EMAIL.subject,
    text: `${[...paragraphs, `${action.label}: ${url}`].join('\n\n')}\n`,
    html: emailHtml({ heading: DECLINED_CUSTOMER_EMAIL.heading, paragraphs, action }),
  };
}

/**
 * `POST /professional/orders/{id}/decline`: the professional gives back a paid job up to 24 h
 * before its start (domain `declineRefusal`). In one transaction: the order moves `paid → rescheduling`
 * without a professional, its time is released, an `order_rebooking` ticket (same day and hour, any
 * professional) puts it in the team's rebooking queue — the flow a customer's reschedule takes, whose approval
 * names the new professional — the customer's e-mail job and the audit row. The OrderChannel hears of the
 * move after the commit.
 */
export async function declineOrder(
  ctx: Ctx,
  me: SignedInProfessional,
  orderId: string,
): Promise<{ orderId: string; ticketId: string }> {
  const outbox: Outbox = [];
  const result = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const order = isUuid(orderId) ? await lockOrder(tx, orderId) : null;
    if (!order || order.professionalId !== me.professional.id)
      throw new ApiError(404, JOB_TEXTS.orderNotFound);
    const refusal = declineRefusal(order, now);
    if (refusal === 'too_late') throw new ApiError(422, DECLINE_TEXTS.tooLate, { code: 'decline_too_late' });
    if (refusal) throw new ApiError(422, DECLINE_TEXTS.wrongStatus, { code: 'decline_wrong_status' });
    await releaseBooking(tx, order);
    const moved = await sendToRescheduling(tx, outbox, order, now, {
      professionalId: null,
      scheduleEventId: null,
    });
    if (!moved) throw new ApiError(422, DECLINE_TEXTS.wrongStatus, { code: 'decline_wrong_status' });
    const clock = saoPauloClock(order.startsAt);
    const ticket = await insertTicket(tx, {
      kind: 'order_rebooking',
      accountId: order.customerId,
      orderId: order.id,
      reason: DECLINE_TEXTS.ticketReason,
      rescheduleData: {
        date: clock.date,
        initial_hour: clock.hour,
        reschedule_option: 'ANY',
        duration_hours: order.durationHours,
        credit: false,
        declined_by_professional_id: me.professional.id,
      },
      createdAt: now,
    });
    await mailCustomer(ctx, tx, order);
    await recordAudit(
      tx,
      { accountId: me.account.id, role: 'professional' },
      {
        action: 'order.professional_decline',
        subjectType: 'orders',
        subjectId: order.id,
        data: { professional_id: me.professional.id, ticket_id: ticket.id, starts_at: order.startsAt },
      },
      now,
    );
    await sendOwedJobs(ctx, tx, outbox);
    return { orderId: order.id, ticketId: ticket.id };
  });
  await publishAll(ctx, outbox);
  return result;
}

async function mailCustomer(ctx: Ctx, tx: Db, order: Order): Promise<void> {
  const [customer] = await tx
    .select({ email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .where(eq(accounts.id, order.customerId));
  if (!customer) return;
  await sendEmailInTx(
    ctx,
    tx,
    `order-declined:${order.id}:${order.updatedAt.getTime()}`,
    customerEmail(customer, order, `${ctx.config.PUBLIC_URL}/pedidos/${order.id}`),
    { orderId: order.id },
  );
}
