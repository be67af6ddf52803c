import { formatMoney } from '@brilho/domain';
import { Checkbox, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { professionalName } from '../scheduler/api';
import { hoursLabel } from '../scheduler/texts';
import { type CheckoutOrder, orderDiscount } from './api';
import { CouponBox } from './CouponBox';
import classes from './checkout.module.css';
import { cleaningDate, cleaningHours } from './format';
import { texts } from './texts';

/** What the wallet takes off the total when the customer ticks the box (never more than the total). */
export const walletCredit = (total: number, balance: number, consume: boolean): number =>
  consume ? Math.min(Math.max(balance, 0), total) : 0;

function WalletCreditCheckbox({
  balance,
  checked,
  disabled,
  onChange,
}: {
  balance: number;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label={texts.walletCheckbox(balance)}
      description={texts.walletCheckboxHint}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/**
 * The payable's details (date, hours, duration, professional, address), the coupon box, the wallet-credit
 * checkbox (only with a balance that does not already pay it all: then 'UTILIZAR SALDO' does) and the total.
 */
export function PayableSummary({
  order,
  balance,
  consumeBalance,
  onConsumeBalance,
  locked,
  onCouponChanged,
}: {
  order: CheckoutOrder;
  balance: number;
  consumeBalance: boolean;
  onConsumeBalance: (checked: boolean) => void;
  /** While a payment is under way nothing here may change. */
  locked: boolean;
  onCouponChanged: () => Promise<unknown>;
}) {
  const discount = orderDiscount(order);
  const credit = walletCredit(order.total, balance, consumeBalance);
  const address = order.address;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="resumo">
      <Stack gap="md">
        <Title order={2} fz="md" id="resumo">
          {texts.summaryTitle}
        </Title>
        <dl className={classes.details}>
          <dt>{texts.date}</dt>
          <dd>{cleaningDate(order)}</dd>
          <dt>{texts.hours}</dt>
          <dd>{cleaningHours(order)}</dd>
          <dt>{texts.duration}</dt>
          <dd>{hoursLabel(order.duration)}</dd>
          {order.professional && (
            <>
              <dt>{texts.professional}</dt>
              <dd>{professionalName(order.professional)}</dd>
            </>
          )}
          {address && (
            <>
              <dt>{texts.address}</dt>
              <dd>
                {address.name}
                <br />
                <Text span size="xs" c="dimmed">
                  {`${address.street}, ${address.street_number}${address.complement ? ` - ${address.complement}` : ''}`}
                </Text>
              </dd>
            </>
          )}
        </dl>
        <Divider />
        <CouponBox
          orderId={order.id}
          applied={order.coupon?.name ?? null}
          disabled={locked}
          onChanged={onCouponChanged}
        />
        {balance > 0 && balance < order.total && (
          <WalletCreditCheckbox
            balance={balance}
            checked={consumeBalance}
            disabled={locked}
            onChange={onConsumeBalance}
          />
        )}
        <Divider />
        <dl className={classes.details}>
          {discount > 0 && (
            <>
              <dt>{texts.subtotal}</dt>
              <dd>{formatMoney(order.total + discount)}</dd>
              <dt>{texts.discount(order.coupon?.name ?? null)}</dt>
              <dd>− {formatMoney(discount)}</dd>
            </>
          )}
          {credit > 0 && (
            <>
              <dt>{texts.walletCredit}</dt>
              <dd>− {formatMoney(credit)}</dd>
            </>
          )}
        </dl>
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{texts.total}</Text>
          <Text fw={800} fz="xl" aria-live="polite">
            {formatMoney(order.total - credit)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
