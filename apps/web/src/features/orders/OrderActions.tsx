import { bookingShareText, type OrderStatus, whatsappShareUrl } from '@brilho/domain';
import { Button, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ModalMode } from '../../components/order/cancellation/CancellationModal';
import {
  downloadCalendar,
  downloadInvoice,
  feedbackKey,
  fetchOrderFeedback,
  type Order,
  type OrderFeedback,
} from '../../entities/order/api';
import { professionalFirstName, professionalFullName } from '../../entities/order/model';
import type { OrderRules } from '../../entities/order/rules';
import { notify } from '../../lib/notify';
import { pathTo } from '../../lib/paths';
import { ADDRESS_PARAM, PARAMS } from '../../lib/purchaseFlowParams';
import { texts } from '../../words/order';

/** Long labels ('agendar novamente com Maria Aparecida') wrap instead of being cut. */
const WRAP = {
  root: { height: 'auto', minHeight: 42 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

const CancellationModal = lazy(() => import('../../components/order/cancellation/CancellationModal'));
const RatingModal = lazy(() => import('./rating/RatingModal'));

/** A cleaning still ahead or under way goes in the calendar and can be shared. */
const OFF_CALENDAR: readonly OrderStatus[] = [
  'complete',
  'service_not_provided',
  'cancelled',
  'waiting_refund',
  'refunded',
  'not_paid',
];
export const isOnCalendar = (order: Pick<Order, 'status'>): boolean => !OFF_CALENDAR.includes(order.status);

/** The wa.me link sharing the booking: date, time, address name and professional. */
export function bookingShareUrl(order: Order): string {
  return whatsappShareUrl(
    bookingShareText({
      startsAt: new Date(order.starts_at),
      endsAt: new Date(order.ends_at),
      addressName: order.address?.name ?? '',
      professionalName: professionalFullName(order) || null,
    }),
  );
}

/** The scheduler preset with this order's address and professional (features/scheduler/state.ts). */
export function bookAgainPath(order: Order): string {
  const params = new URLSearchParams();
  if (order.address) params.set(ADDRESS_PARAM, order.address.id);
  const name = professionalFullName(order);
  if (name) params.set(PARAMS.name, name);
  const query = params.toString();
  return `${pathTo('purchase-flow')}${query ? `?${query}` : ''}`;
}

/** The rating button's label: 'avaliar limpeza' until rated, then editing it for 7 days, then seeing it. */
export function ratingLabel(feedback: OrderFeedback | null | undefined, now: Date): string {
  if (!feedback) return texts.rate;
  return new Date(feedback.editable_until).getTime() > now.getTime() ? texts.editRating : texts.seeRating;
}

/**
 * The order's buttons ("Order detail"), each shown only when its the order action rules action holds now:
 * 'efetuar pagamento', REAGENDAR, CANCELAR, PROFISSIONAL FALTOU, 'avaliar limpeza', the receipt,
 * 'agendar novamente com {professional}' and the subscription of a cycle's order.
 */
export function OrderActions({ order, now, rules }: { order: Order; now: Date; rules: OrderRules }) {
  const [modal, setModal] = useState<ModalMode | null>(null);
  const [rating, setRating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadingCalendar, setDownloadingCalendar] = useState(false);
  const firstName = professionalFirstName(order);
  // The order's rating (the modal reads the same query, and its save updates it): the button says what it does.
  const feedback = useQuery({
    queryKey: feedbackKey(order.id),
    queryFn: () => fetchOrderFeedback(order.id),
    enabled: rules.rate,
  });

  const invoice = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(order.id);
    } catch {
      notify({ type: 'error', message: texts.invoiceFailed });
    } finally {
      setDownloading(false);
    }
  };

  const calendar = async () => {
    setDownloadingCalendar(true);
    try {
      await downloadCalendar(order.id);
    } catch {
      notify({ type: 'error', message: texts.calendarFailed });
    } finally {
      setDownloadingCalendar(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        {rules.checkout && (
          <Button component={Link} to={pathTo('order-checkout', { order_id: order.id })} fullWidth>
            {texts.pay}
          </Button>
        )}
        {rules.reschedule && (
          <Button variant="outline" onClick={() => setModal('reschedule')} fullWidth>
            {texts.reschedule}
          </Button>
        )}
        {rules.late && (
          <Button variant="outline" color="orange.9" onClick={() => setModal('absence')} fullWidth>
            {texts.professionalAbsent}
          </Button>
        )}
        {rules.cancel && (
          <Button variant="outline" color="red.9" onClick={() => setModal('cancel')} fullWidth>
            {texts.cancel}
          </Button>
        )}
        {rules.rate && (
          <Button variant="light" onClick={() => setRating(true)} fullWidth>
            {ratingLabel(feedback.data, now)}
          </Button>
        )}
        {isOnCalendar(order) && (
          <>
            <Button variant="light" onClick={() => void calendar()} loading={downloadingCalendar} fullWidth>
              {texts.addToCalendar}
            </Button>
            <Button
              component="a"
              href={bookingShareUrl(order)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              fullWidth
            >
              {texts.shareWhatsApp}
            </Button>
          </>
        )}
        {rules.invoice && (
          <Button variant="light" onClick={() => void invoice()} loading={downloading} fullWidth>
            {texts.invoice}
          </Button>
        )}
        {firstName && (
          <Button component={Link} to={bookAgainPath(order)} variant="light" fullWidth styles={WRAP}>
            {texts.bookAgain(firstName)}
          </Button>
        )}
        {order.subscription_id && (
          <Button component={Link} to={pathTo('subscriptions')} variant="subtle" fullWidth>
            {texts.seeSubscription}
          </Button>
        )}
        {order.cycle_id && (
          <Button component={Link} to={pathTo('cycle', { id: order.cycle_id })} variant="subtle" fullWidth>
            {texts.seeCycle}
          </Button>
        )}
      </Stack>
      {rating && (
        <Suspense fallback={null}>
          <RatingModal
            orderId={order.id}
            professionalName={professionalFullName(order)}
            now={now}
            opened
            onClose={() => setRating(false)}
          />
        </Suspense>
      )}
      {modal && (
        <Suspense fallback={null}>
          <CancellationModal
            key={modal}
            order={order}
            now={now}
            mode={modal}
            opened
            onClose={() => setModal(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
