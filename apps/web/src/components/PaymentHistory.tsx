import {
  type FundingType,
  formatDateBR,
  formatMoney,
  type PaymentStatus,
  paymentMethodLabel,
  saoPauloClock,
} from '@brilho/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { paymentHistoryTexts } from '../words/payment-history';
import { PaymentChip } from './StatusChip';

// The payment history of an order's and a cycle's page (the states: Order and Cycle carry `payments`):
// each attempt with its method ('Pix', 'Boleto', 'Cartão final 1111', 'Saldo'), amount, when, and the
// spec's payment status chip; a boleto still waiting links to its PDF.

/** A payment as the payments serializer answers it: the instrument flattened, or included, or both. */
export interface HistoryPayment {
  id: string;
  type: 'payments';
  status: PaymentStatus;
  created_at: string;
  amount: number;
  failure_reason?: string | null;
  funding_type?: FundingType | null;
  line_code?: string | null;
  url_print?: string | null;
  first6?: string | null;
  last4?: string | null;
  expiration_date?: string | null;
  funding_instrument?: {
    id: string;
    type: FundingType;
    brand?: string | null;
    first6?: string | null;
    last4?: string | null;
    url_print?: string | null;
    line_code?: string | null;
    expiration_date?: string | null;
  } | null;
}

/** The payment's instrument, wherever the document carries it. */
export function paymentInstrument(payment: HistoryPayment) {
  const instrument = payment.funding_instrument ?? null;
  return {
    type: payment.funding_type ?? instrument?.type ?? null,
    last4: payment.last4 ?? instrument?.last4 ?? null,
    urlPrint: payment.url_print ?? instrument?.url_print ?? null,
    lineCode: payment.line_code ?? instrument?.line_code ?? null,
    expirationDate: payment.expiration_date ?? instrument?.expiration_date ?? null,
  };
}

/** 'Cartão final 1111', 'Boleto', 'Saldo', 'Pix'. */
export function paymentMethod(payment: HistoryPayment): string {
  const { type, last4 } = paymentInstrument(payment);
  return paymentMethodLabel(type, last4);
}

/** Newest payment first. */
export const newestFirst = <T extends HistoryPayment>(payments: readonly T[]): T[] =>
  [...payments].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** 'DD/MM/AAAA às HH:MM' in São Paulo. */
function whenLabel(instant: string): string {
  const { date, hour, minute } = saoPauloClock(new Date(instant));
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return paymentHistoryTexts.when(formatDateBR(date), clock);
}

export function PaymentHistory({ payments }: { payments: readonly HistoryPayment[] }) {
  const titleId = useId();
  const rows = newestFirst(payments);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {paymentHistoryTexts.title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {paymentHistoryTexts.noPayments}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((payment) => {
              const { type, urlPrint } = paymentInstrument(payment);
              return (
                <Group
                  component="li"
                  key={payment.id}
                  data-testid="payment-history-row"
                  justify="space-between"
                  gap="xs"
                  px="sm"
                  py="xs"
                  bg="gray.0"
                  bd="1px solid gray.3"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                >
                  <Stack gap={2} miw={0}>
                    <Text size="sm" fw={600}>
                      {paymentMethod(payment)} · {formatMoney(payment.amount)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {whenLabel(payment.created_at)}
                    </Text>
                    {type === 'boletos' && payment.status === 'waiting' && urlPrint && (
                      <Anchor href={urlPrint} target="_blank" rel="noopener noreferrer" size="xs" fw={700}>
                        {paymentHistoryTexts.printBoleto}
                      </Anchor>
                    )}
                  </Stack>
                  <PaymentChip status={payment.status} />
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
