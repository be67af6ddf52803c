import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import {
  type CouponTerms,
  formatCompletedCount,
  formatMoney,
  formatProfessionalRating,
} from '@brilho/domain';
import { Avatar, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Coupon, Professional } from '../../entities/professional/model';
import { professionalName } from '../../entities/professional/model';
import { texts } from '../../words/professional-profile';
import classes from './professional.module.css';

/** The professional's coupon in the domain's terms. */
export const couponTerms = (coupon: Coupon | null | undefined): CouponTerms | null =>
  coupon ? { name: coupon.name, valueType: coupon.value_type, value: coupon.value } : null;

/** '10% de desconto', 'R$ 15,00 de desconto'. */
export const couponValue = (coupon: Coupon): string =>
  coupon.value_type === 'PERCENTAGE'
    ? `${coupon.value}% de desconto`
    : `${formatMoney(coupon.value)} de desconto`;

export function ProfessionalAvatar({
  professional,
  size = 64,
}: {
  professional: Professional;
  size?: number;
}) {
  const name = professionalName(professional);
  return (
    <Avatar
      src={professional.account?.profile?.profile_picture ?? null}
      alt={`Foto de ${name}`}
      size={size}
      radius={1000}
      color="violet"
      name={name}
    />
  );
}

/** '★ 4,8' (rating/2000, one decimal), read out as 'Avaliação 4,8 de 5'. */
export function RatingLine({ professional }: { professional: Professional }) {
  const rating = formatProfessionalRating(professional.rating);
  return (
    <Group gap={6} wrap="nowrap">
      <Group gap={4} wrap="nowrap" aria-hidden="true">
        <svg
          width={16}
          height={16}
          viewBox="0 0 24 24"
          focusable="false"
          aria-hidden="true"
          fill="var(--mantine-color-orange-6)"
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
        <Text size="sm" fw={700}>
          {rating}
        </Text>
      </Group>
      <VisuallyHidden>{texts.ratingOf(rating)}</VisuallyHidden>
      <Text size="sm" c="dimmed">
        · {formatCompletedCount(professional.completed_orders_count)} limpezas realizadas
      </Text>
    </Group>
  );
}

/** 'Top profissional' and 'Alta procura'. */
export function ProfessionalBadges({ professional }: { professional: Professional }) {
  const rating = professional.professional_rating;
  if (!rating?.is_top_professional && !rating?.in_high_demand) return null;
  return (
    <Group gap={6}>
      {rating.is_top_professional && (
        <Badge color="violet" variant="filled" radius="sm" tt="none">
          {texts.topProfessional}
        </Badge>
      )}
      {rating.in_high_demand && (
        <Badge color="cyan.9" variant="filled" radius="sm" tt="none">
          {texts.highDemand}
        </Badge>
      )}
    </Group>
  );
}

export function CouponBadge({ coupon }: { coupon: Coupon }) {
  return (
    <Badge color="teal.9" variant="outline" radius="sm" tt="none" size="lg" fw={600} maw="100%">
      Cupom {coupon.name}: {couponValue(coupon)}
    </Badge>
  );
}

/** A professional's card header: photo, name, rating, badges and their coupon (list and offer cards). */
export function ProfessionalSummary({ professional }: { professional: Professional }) {
  return (
    <>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ProfessionalAvatar professional={professional} />
        <Stack gap={4} miw={0}>
          <Title order={3} fz="lg" className={classes.wrap}>
            {professionalName(professional)}
          </Title>
          <RatingLine professional={professional} />
          <ProfessionalBadges professional={professional} />
        </Stack>
      </Group>
      {professional.active_coupon && <CouponBadge coupon={professional.active_coupon} />}
    </>
  );
}
