import '@mantine/core/styles/Grid.layer.css';
import { formatMoney, formatPhone, ORDER_STATUS_LABELS, saoPauloDate, weekdayName } from '@brilho/domain';
import { parsePoint } from '@brilho/domain/schemas';
import { Alert, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { StateBadge } from '../../components/order/OrderCard';
import classes from '../../components/order/orders.module.css';
import { PaymentHistory } from '../../components/PaymentHistory';
import { PaymentChip } from '../../components/StatusChip';
import { districtLine, streetLine, useMapSettings } from '../../entities/address/api';
import type { Order, WirePhone } from '../../entities/order/api';
import {
  clockLabel,
  dayLabel,
  discountOf,
  durationLabel,
  needsProofOfPayment,
  paymentSummary,
  professionalFullName,
  subtotalOf,
} from '../../entities/order/model';
import { orderRules } from '../../entities/order/rules';
import { texts } from '../../words/order';
import { OrderActions } from './OrderActions';
import { UnpaidWarning } from './UnpaidWarning';

const OrderMap = lazy(() => import('./OrderMap'));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The professional's phone, when the API shares it (order action rules decides whether it is shown at all). */
function professionalPhone(order: Order): string | null {
  const phone: WirePhone | string | null | undefined =
    order.professional_phone ?? order.professional?.account?.phones?.[0];
  if (!phone) return null;
  return typeof phone === 'string' ? phone : formatPhone(phone);
}

function AddressBlock({ order }: { order: Order }) {
  const address = order.address;
  const settings = useMapSettings();
  if (!address) return null;
  const point = parsePoint(address.lonlat);
  return (
    <Stack gap="sm">
      <Field label={texts.fields.address}>
        <Text size="sm" fw={600}>
          {address.name}
        </Text>
        <Text size="sm">
          {streetLine(address)}
          {address.complement ? ` – ${address.complement}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {districtLine(address)}
        </Text>
      </Field>
      <Field label={texts.fields.reference}>{address.reference || texts.noReference}</Field>
      {point && settings.data && (
        <Suspense fallback={<div className={classes.map} />}>
          <OrderMap
            point={point}
            tilesUrl={settings.data.tiles_url}
            attribution={settings.data.attribution}
            label={texts.mapTitle(address.name)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** Every field of "Order detail", the warnings, and the actions the order action rules allow. */
export function OrderDetail({ order, now }: { order: Order; now: Date }) {
  const rules = orderRules(order, now);
  const discount = discountOf(order);
  const phone = rules.phone ? professionalPhone(order) : null;
  const name = professionalFullName(order);
  const payment = paymentSummary(order);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {texts.orderTitle}
        </Title>
        <StateBadge order={order} now={now} />
      </Group>
      {needsProofOfPayment(order) && (
        <Alert color="orange" variant="light">
          <Text size="sm">{texts.proofOfPayment}</Text>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="lg">
              <div className={classes.fieldGrid}>
                <Field label={texts.fields.day}>
                  {weekdayName(saoPauloDate(new Date(order.starts_at)))}, {dayLabel(order.starts_at)}
                </Field>
                <Field label={texts.fields.startHour}>{clockLabel(order.starts_at)}</Field>
                <Field label={texts.fields.duration}>{durationLabel(order.duration)}</Field>
                <Field label={texts.fields.professional}>{name || texts.noProfessional}</Field>
                {phone && <Field label={texts.fields.phone}>{phone}</Field>}
                <Field label={texts.fields.status}>{ORDER_STATUS_LABELS[order.status]}</Field>
              </div>
              <Field label={texts.fields.description}>{order.description || texts.noDescription}</Field>
              <AddressBlock order={order} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text size="sm">{texts.fields.value}</Text>
                  <Text size="sm">{formatMoney(subtotalOf(order))}</Text>
                </Group>
                {discount > 0 && (
                  <Group justify="space-between">
                    <Text size="sm">
                      {order.coupon ? texts.couponDiscount(order.coupon.name) : texts.fields.discount}
                    </Text>
                    <Text size="sm" c="teal.9">
                      − {formatMoney(discount)}
                    </Text>
                  </Group>
                )}
                <Group justify="space-between">
                  <Text fw={700}>{texts.fields.total}</Text>
                  <Text fw={700}>{formatMoney(order.total)}</Text>
                </Group>
                {payment && (
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{texts.fields.payment}</Text>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{payment.method}</Text>
                      {payment.status && <PaymentChip status={payment.status} />}
                    </Group>
                  </Group>
                )}
              </Stack>
            </Paper>
            <OrderActions order={order} now={now} rules={rules} />
            <PaymentHistory payments={order.payments ?? []} />
          </Stack>
        </Grid.Col>
      </Grid>
      <UnpaidWarning order={order} now={now} payable={rules.checkout} />
    </Stack>
  );
}
