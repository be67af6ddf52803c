import '@mantine/core/styles/Radio.layer.css';
import { formatDateBR, formatMoney, type Pricing } from '@brilho/domain';
import { Alert, Button, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { type Address, districtLine, streetLine } from '../../entities/address/api';
import { type Professional, professionalName } from '../../entities/professional/model';
import { hoursLabel } from '../../lib/labels';
import { hourLabel, texts, weekdayOf } from '../../words/scheduler';
import { priceBreakdown } from './PriceSummary';
import type { Slot } from './ScheduleModal';
import classes from './scheduler.module.css';
import { type Answer, type Draft, useStepFocus } from './state';
import type { SubmitPhase } from './submit';

/** Whether the professional can bring the cleaning products (unknown: yes, the question is asked). */
export const offersProducts = (professional: Professional): boolean =>
  professional.professional_rating?.has_products !== false;

/**
 * 'Confirme a sua limpeza': the review, the reschedule and products preferences, 'ir para pagamento' and
 * 'voltar'.
 */
export function Confirmation({
  address,
  professional,
  slot,
  draft,
  district,
  products,
  productsPrice,
  onAnswer,
  onSubmit,
  onBack,
  phase,
  error,
}: {
  address: Address;
  professional: Professional;
  slot: Slot;
  draft: Draft;
  district: Pricing | null;
  /** The products' pricing, when the customer asked for them. */
  products: Pricing | null;
  /** What the products add for this duration (null: not known yet). */
  productsPrice: number | null;
  onAnswer: (key: 'allowProfessionalChange' | 'includeProducts', answer: Answer) => void;
  onSubmit: () => void;
  onBack: () => void;
  phase: SubmitPhase;
  error: string | null;
}) {
  const coupon = professional.active_coupon ?? null;
  const price = district ? priceBreakdown(slot.duration, district, products, coupon) : null;
  const heading = useStepFocus<HTMLHeadingElement>();
  const busy = phase !== 'idle';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="confirme">
      <Stack gap="lg">
        <Title order={2} fz="xl" id="confirme" ref={heading} tabIndex={-1} className={classes.stepHeading}>
          {texts.confirmationTitle}
        </Title>
        <dl className={classes.review}>
          <dt>{texts.address}</dt>
          <dd>
            {address.name} — {streetLine(address)}
            {address.complement ? `, ${address.complement}` : ''} · {districtLine(address)}
          </dd>
          <dt>Dia</dt>
          <dd>{`${weekdayOf(slot.date)}, ${formatDateBR(slot.date)}`}</dd>
          <dt>{texts.startTime}</dt>
          <dd>{hourLabel(slot.startHour)}</dd>
          <dt>{texts.duration}</dt>
          <dd>{hoursLabel(slot.duration)}</dd>
          <dt>Profissional</dt>
          <dd>{professionalName(professional)}</dd>
          <dt>Valor</dt>
          <dd>
            {price ? (
              <>
                <b>{formatMoney(price.total)}</b>
                {price.discount > 0 && coupon && (
                  <Text span size="sm" c="dimmed">
                    {` (${formatMoney(price.subtotal)} − ${formatMoney(price.discount)} do cupom ${coupon.name})`}
                  </Text>
                )}
              </>
            ) : (
              texts.priceUnavailable
            )}
          </dd>
          {draft.description.trim() && (
            <>
              <dt>{texts.description}</dt>
              <dd style={{ whiteSpace: 'pre-line' }}>{draft.description.trim()}</dd>
            </>
          )}
        </dl>

        <Radio.Group
          label={texts.rescheduleQuestion}
          value={draft.allowProfessionalChange}
          onChange={(value) => onAnswer('allowProfessionalChange', value as Answer)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="YES" label={texts.rescheduleYes} />
            <Radio value="NO" label={texts.rescheduleNo} />
          </Stack>
        </Radio.Group>

        {offersProducts(professional) && (
          <Radio.Group
            label={texts.productsQuestion}
            value={draft.includeProducts}
            onChange={(value) => onAnswer('includeProducts', value as Answer)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="YES" label={texts.productsYes(productsPrice)} />
              <Radio value="NO" label={texts.productsNo} />
            </Stack>
          </Radio.Group>
        )}

        {phase === 'preparing' && (
          <Alert color="violet" variant="light" role="status">
            {texts.preparingAccount}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}

        <div className={classes.footer}>
          <Button variant="default" onClick={onBack} disabled={busy}>
            {texts.backLower}
          </Button>
          <Button onClick={onSubmit} loading={busy}>
            {texts.goToPayment}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
