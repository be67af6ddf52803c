import '@mantine/core/styles/Badge.layer.css';
import {
  type ChipColor,
  CYCLE_STATUS_LABELS,
  type CycleStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  paymentChipColor,
  SUBSCRIPTION_STATUS_CHIPS,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
} from '@brilho/domain';
import { Badge } from '@mantine/core';

/** Filled shades whose text stays readable (AA): white on the dark ones, dark text on yellow. */
const SHADES: Record<ChipColor, { bg: string; text: string }> = {
  pink: { bg: 'pink.9', text: 'white' },
  green: { bg: 'teal.9', text: 'white' },
  gray: { bg: 'gray.7', text: 'white' },
  violet: { bg: 'violet.8', text: 'white' },
  yellow: { bg: 'yellow.4', text: 'dark.8' },
  red: { bg: 'red.9', text: 'white' },
};

function Chip({ color, label }: { color: ChipColor; label: string }) {
  const shade = SHADES[color];
  return (
    <Badge
      color={shade.bg}
      c={shade.text}
      variant="filled"
      radius="sm"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {label}
    </Badge>
  );
}

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

/** Spec §4 "Payment statuses": pink while pending, green once paid, gray for the rest. */
export function PaymentChip({ status }: { status: PaymentStatus }) {
  return <Chip color={paymentChipColor(status)} label={PAYMENT_STATUS_LABELS[status] ?? status} />;
}
