import {
  type ChipColor,
  CYCLE_STATUS_LABELS,
  type CycleStatus,
  SUBSCRIPTION_STATUS_CHIPS,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
} from '@brilho/domain';
import { Chip } from '../../components/StatusChip';

export { PaymentChip } from '../../components/StatusChip';

export function SubscriptionChip({ status }: { status: SubscriptionStatus }) {
  return (
    <Chip
      color={SUBSCRIPTION_STATUS_CHIPS[status] ?? 'gray'}
      label={SUBSCRIPTION_STATUS_LABELS[status] ?? status}
    />
  );
}

/** Waiting for money: pink; paid: green; not yet open: violet; over: gray (as the payment chips). */
export function cycleChipColor(status: CycleStatus): ChipColor {
  switch (status) {
    case 'created_on_gateway':
    case 'payment_requested':
    case 'waiting_payment':
      return 'pink';
    case 'paid':
    case 'active':
      return 'green';
    case 'created':
    case 'requested_on_gateway':
      return 'violet';
    default:
      return 'gray';
  }
}

export function CycleChip({ status }: { status: CycleStatus }) {
  return <Chip color={cycleChipColor(status)} label={CYCLE_STATUS_LABELS[status] ?? status} />;
}
