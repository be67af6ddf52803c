import '@mantine/core/styles/Radio.layer.css';
import { cleaningPrice, formatMoney, orderAmount, type Pricing } from '@brilho/domain';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { couponTerms } from '../../components/professional/ProfessionalBits';
import type { Coupon } from '../../entities/professional/model';
import { hoursLabel } from '../../lib/labels';

/** What a cleaning of `hours` costs, and with the professional's coupon. */
export function durationPrice(
  hours: number,
  district: Pricing | null,
  products: Pricing | null,
  coupon: Coupon | null,
): { price: number; withCoupon: number | null } | null {
  if (!district) return null;
  const subtotal = cleaningPrice(district, hours, products);
  const terms = couponTerms(coupon);
  return { price: subtotal, withCoupon: terms ? orderAmount(subtotal, terms).total : null };
}

/** The duration picker: each option with its price and, with a coupon, the discounted price. */
export function DurationOptions({
  options,
  value,
  onChange,
  district,
  products = null,
  coupon = null,
  label,
}: {
  options: number[];
  value: number | null;
  onChange: (hours: number) => void;
  district: Pricing | null;
  products?: Pricing | null;
  coupon?: Coupon | null;
  label: string;
}) {
  return (
    <Radio.Group
      label={label}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
    >
      <Stack gap="xs" mt="xs">
        {options.map((hours) => {
          const price = durationPrice(hours, district, products, coupon);
          return (
            <Radio
              key={hours}
              value={String(hours)}
              styles={{ labelWrapper: { flex: 1 }, body: { alignItems: 'center' } }}
              label={
                <Group justify="space-between" gap="xs" wrap="nowrap" w="100%">
                  <Text size="sm" fw={600}>
                    {hoursLabel(hours)}
                  </Text>
                  {price && (
                    <Group gap={6} wrap="nowrap">
                      {price.withCoupon !== null && price.withCoupon < price.price ? (
                        <>
                          <Text size="sm" td="line-through" c="dimmed">
                            {formatMoney(price.price)}
                          </Text>
                          <Text size="sm" fw={700} c="teal.9">
                            {formatMoney(price.withCoupon)} com cupom {coupon?.name}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm">{formatMoney(price.price)}</Text>
                      )}
                    </Group>
                  )}
                </Group>
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
