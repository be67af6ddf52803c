import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Checkbox, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Address } from '../../entities/address/api';
import { clockLabel } from '../../entities/order/model';
import { type Professional, professionalName } from '../../entities/professional/model';
import { cycleMonth, dayOf, monthLabel } from '../../entities/subscription/model';
import { hoursLabel } from '../../lib/labels';
import { texts } from '../../words/checkout';
import { type CheckoutCycle, type CheckoutOrder, orderDiscount } from './api';
import { CouponBox } from './CouponBox';
import classes from './checkout.module.css';
import { cleaningDate, cleaningHours, minusMoneyLabel, moneyLabel, unbreakable } from './format';

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
 * The summary's frame, an order's or a cycle's: the heading, what is paid for, and the total to pay
 * (announced when it changes on the page, as an order's does with a coupon or the wallet credit).
 */
function SummaryFrame({
  title,
  total,
  announceTotal = false,
  children,
}: {
  title: string;
  total: number | null | undefined;
  announceTotal?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="resumo">
      <Stack gap="md">
        <Title order={2} fz="md" id="resumo">
          {title}
        </Title>
        {children}
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{texts.total}</Text>
          <Text fw={800} fz="xl" className={classes.amount} aria-live={announceTotal ? 'polite' : undefined}>
            {moneyLabel(total)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The professional and the address rows of the details list (each only when known). */
function WhoAndWhereRows({
  professional,
  address,
}: {
  professional: Professional | null | undefined;
  address: Address | null | undefined;
}) {
  return (
    <>
      {professional && (
        <>
          <dt>{texts.professional}</dt>
          <dd>{professionalName(professional)}</dd>
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
    </>
  );
}

/**
 * An order's summary: the cleaning's details (date, hours, duration, professional, address), the coupon box, the wallet-credit
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
  return (
    <SummaryFrame title={texts.summaryTitle} total={order.total - credit} announceTotal>
      <dl className={classes.details}>
        <dt>{texts.date}</dt>
        <dd>{cleaningDate(order)}</dd>
        <dt>{texts.hours}</dt>
        <dd>{unbreakable(cleaningHours(order))}</dd>
        <dt>{texts.duration}</dt>
        <dd>{hoursLabel(order.duration)}</dd>
        <WhoAndWhereRows professional={order.professional} address={order.address} />
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
            <dd className={classes.amount}>{moneyLabel(order.total + discount)}</dd>
            <dt>{texts.discount(order.coupon?.name ?? null)}</dt>
            <dd className={classes.amount}>{minusMoneyLabel(discount)}</dd>
          </>
        )}
        {credit > 0 && (
          <>
            <dt>{texts.walletCredit}</dt>
            <dd className={classes.amount}>{minusMoneyLabel(credit)}</dd>
          </>
        )}
      </dl>
    </SummaryFrame>
  );
}

/**
 * A cycle's summary: the month, its cleanings (dates and hours), the duration, professional, address and
 * the total. No coupon and no wallet credit (the subscription's discount is already in the price), so the
 * subtotal always shows and the total never changes on the page.
 */
export function CycleSummary({ cycle }: { cycle: CheckoutCycle }) {
  const orders = [...(cycle.orders ?? [])].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const discount = Math.max(0, (cycle.amount?.subtotal ?? 0) - (cycle.amount?.total ?? 0));
  return (
    <SummaryFrame title={texts.cycleSummaryTitle} total={cycle.amount?.total}>
      <dl className={classes.details}>
        <dt>{texts.cycleMonth}</dt>
        <dd>{monthLabel(cycleMonth(cycle))}</dd>
        <dt>{texts.cycleCleanings}</dt>
        <dd>{cycle.orders_count}</dd>
        {orders.length > 0 && (
          <>
            <dt>{texts.cycleDates}</dt>
            <dd>
              {orders.map((order) => (
                // The day and the hours may go on two lines on a phone; each stays whole (418 px).
                <span key={order.id} style={{ display: 'block' }}>
                  <span className={classes.amount}>{dayOf(order.starts_at)},</span>{' '}
                  <span className={classes.amount}>
                    {unbreakable(texts.hourRange(clockLabel(order.starts_at), clockLabel(order.ends_at)))}
                  </span>
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>{texts.cycleDuration}</dt>
        <dd>{`${cycle.duration_hours} ${cycle.duration_hours === 1 ? 'hora' : 'horas'}`}</dd>
        <WhoAndWhereRows professional={cycle.professional} address={cycle.address} />
      </dl>
      <Divider />
      <dl className={classes.details}>
        <dt>{texts.cycleSubtotal}</dt>
        <dd className={classes.amount}>{moneyLabel(cycle.amount?.subtotal)}</dd>
        {discount > 0 && (
          <>
            <dt>{texts.cycleDiscount}</dt>
            <dd className={classes.amount}>{minusMoneyLabel(discount)}</dd>
          </>
        )}
      </dl>
    </SummaryFrame>
  );
}
