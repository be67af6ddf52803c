import '@mantine/core/styles/Badge.layer.css';
import { type ChipColor, PAYMENT_STATUS_LABELS, type PaymentStatus, paymentChipColor } from '@brilho/domain';
import { Badge } from '@mantine/core';

// The status chips of orders', cycles' and subscriptions' pages: one look for every state label.

/** Filled shades whose text stays readable (AA): white on the dark ones, dark text on yellow. */
const SHADES: Record<ChipColor, { bg: string; text: string }> = {
  pink: { bg: 'pink.9', text: 'white' },
  green: { bg: 'teal.9', text: 'white' },
  gray: { bg: 'gray.7', text: 'white' },
  violet: { bg: 'violet.8', text: 'white' },
  yellow: { bg: 'yellow.4', text: 'dark.8' },
  red: { bg: 'red.9', text: 'white' },
};

export function Chip({ color, label }: { color: ChipColor; label: string }) {
  const shade = SHADES[color];
  return (
    <Badge
      color={shade.bg}
      c={shade.text}
      variant="filled"
      data-chip={color}
      radius="sm"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {label}
    </Badge>
  );
}

/** States "Payment statuses": pink while pending, green once paid, gray for the rest. */
export function PaymentChip({ status }: { status: PaymentStatus }) {
  return <Chip color={paymentChipColor(status)} label={PAYMENT_STATUS_LABELS[status] ?? status} />;
}
