import { cleaningPrice, formatMoney, orderAmount, type Pricing } from '@brilho/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { couponTerms } from '../../components/professional/ProfessionalBits';
import type { Coupon } from '../../entities/professional/model';
import { hoursLabel } from '../../lib/labels';
import { texts } from '../../words/scheduler';
import classes from './scheduler.module.css';

export interface PriceBreakdown {
  cleaning: number;
  products: number | null;
  subtotal: number;
  discount: number;
  total: number;
}

/** The order's price from the district's pricing, the products' (when asked for) and the coupon. */
export function priceBreakdown(
  hours: number,
  district: Pricing,
  products: Pricing | null,
  coupon: Coupon | null,
): PriceBreakdown {
  const subtotal = cleaningPrice(district, hours, products);
  const amount = orderAmount(subtotal, couponTerms(coupon));
  return {
    cleaning: cleaningPrice(district, hours),
    products: products ? cleaningPrice(products, hours) : null,
    subtotal: amount.subtotal,
    discount: amount.discount,
    total: amount.total,
  };
}

/** The hourly part and the fixed part of a price, as the domain computes them. */
function priceParts(pricing: Pricing): { fixed: number; perHour: number } {
  const fixed = cleaningPrice(pricing, 0);
  return { fixed, perHour: cleaningPrice(pricing, 1) - fixed };
}

function Row({
  label,
  value,
  hint,
  strong = false,
}: {
  label: string;
  value: string;
  hint?: string;
  strong?: boolean;
}) {
  return (
    <div className={strong ? `${classes.summaryRow} ${classes.totalRow}` : classes.summaryRow}>
      <Text component="dt" size="sm" fw={strong ? 700 : 400}>
        {label}
        {hint && (
          <Text component="span" display="block" size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Text>
      <Text component="dd" size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {value}
      </Text>
    </div>
  );
}

/** 'Resumo do valor': hours × price, the products, the coupon's discount and the total. */
export function PriceSummary({
  duration,
  district,
  products,
  coupon,
}: {
  duration: number | null;
  district: Pricing | null;
  products: Pricing | null;
  coupon: Coupon | null;
}) {
  let body: ReactNode;
  if (!district) body = <Text size="sm">{texts.priceUnavailable}</Text>;
  else if (duration === null) {
    // With the duration left open ('Qualquer'), the hourly price is all that is known.
    const { fixed, perHour } = priceParts(district);
    body = (
      <Stack gap={6}>
        <Stack gap={6} component="dl" m={0}>
          <Row
            label={texts.pricePerHour}
            hint={fixed > 0 ? `+ ${formatMoney(fixed)} de taxa` : undefined}
            value={formatMoney(perHour)}
          />
          {products && (
            <Row label={texts.productsPerHour} value={formatMoney(priceParts(products).perHour)} />
          )}
        </Stack>
        <Text size="sm">{texts.chooseDurationForPrice}</Text>
      </Stack>
    );
  } else {
    const price = priceBreakdown(duration, district, products, coupon);
    const { fixed, perHour } = priceParts(district);
    body = (
      <Stack gap={6} component="dl" m={0}>
        <Row
          label={`Limpeza de ${hoursLabel(duration)}`}
          hint={`${duration} h × ${formatMoney(perHour)}${fixed > 0 ? ` + ${formatMoney(fixed)} de taxa` : ''}`}
          value={formatMoney(price.cleaning)}
        />
        {price.products !== null && <Row label="Produtos de limpeza" value={formatMoney(price.products)} />}
        {coupon && price.discount > 0 && (
          <Row label={`Desconto (cupom ${coupon.name})`} value={`− ${formatMoney(price.discount)}`} />
        )}
        <Row label="Total" value={formatMoney(price.total)} strong />
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="resumo-do-valor">
      <Stack gap="sm">
        <Title order={2} fz="md" id="resumo-do-valor">
          {texts.priceTitle}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
