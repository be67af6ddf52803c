import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import { CANCELLATION_POLICY_TEXTS, type CancellationAction, type CancellationOption } from '@brilho/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  ORDERS_KEY,
  type Order,
  type RefundData,
  type RescheduleData,
  reportProfessionalAbsence,
  requestCancellation,
  requestRebooking,
} from '../../../entities/order/api';
import { clockLabel, dayLabel, isBoletoPaid, isPixPaid } from '../../../entities/order/model';
import { orderRules } from '../../../entities/order/rules';
import { ApiError } from '../../../lib/api/client';
import { texts } from '../../../words/order';
import { useOpenSupport } from '../../support';
import { RefundStep } from './RefundStep';
import { RescheduleStep } from './RescheduleStep';
import { useReason } from './useReason';

const t = texts.modal;

/** Which button opened the modal: CANCELAR (step 0), PROFISSIONAL FALTOU (step 1), REAGENDAR (step 2). */
export type ModalMode = 'cancel' | 'absence' | 'reschedule';

export interface CancellationModalProps {
  order: Order;
  now: Date;
  mode: ModalMode;
  opened: boolean;
  onClose: () => void;
}

type Step = 0 | 1 | 2 | 'done' | 'error';

const START: Record<ModalMode, { step: Step; action: CancellationAction | null }> = {
  cancel: { step: 0, action: null },
  absence: { step: 1, action: 'inform-absence' },
  reschedule: { step: 2, action: 'reschedule' },
};

function titleOf(action: CancellationAction | null): string {
  if (action === 'inform-absence') return t.absenceTitle;
  if (action === 'reschedule') return t.rescheduleTitle;
  return t.cancelTitle;
}

type Ticket =
  | { kind: 'cancellation'; shouldRefund: boolean; refundData?: RefundData }
  | { kind: 'rebooking'; rescheduleData: RescheduleData }
  | { kind: 'absence' };

/**
 * The cancellation / reschedule modal (the screens, "Cancellation wizard"; the cancellation and reschedule rules, the order action rules): step 0
 * chooses an action among the options the rules allow, step 1 takes the reason, step 2 the refund bank data
 * (boleto-paid orders only) or the new date; a ticket sent or refused ends it.
 */
export default function CancellationModal({ opened, onClose, ...props }: CancellationModalProps) {
  const [action, setAction] = useState<CancellationAction | null>(START[props.mode].action);
  // Each opening starts over from the button that opened it (the wizard itself remounts).
  useEffect(() => {
    if (opened) setAction(START[props.mode].action);
  }, [opened, props.mode]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={titleOf(action)}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Wizard {...props} onClose={onClose} onAction={setAction} />
    </Modal>
  );
}

function Wizard({
  order,
  now,
  mode,
  onClose,
  onAction,
}: Omit<CancellationModalProps, 'opened'> & { onAction: (action: CancellationAction | null) => void }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const openSupport = useOpenSupport();
  const rules = orderRules(order, now);
  const [step, setStep] = useState<Step>(START[mode].step);
  const [retryStep, setRetryStep] = useState<Step>(START[mode].step);
  const [action, setActionState] = useState<CancellationAction | null>(START[mode].action);
  const [choice, setChoice] = useState<CancellationAction | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const reason = useReason(order.id);
  // A paid order's cancellation asks for a refund (the domain's option says so); boleto money needs bank data.
  const paid = rules.options.some((option) => option.action === 'cancel' && option.refund);
  const needsBankData = paid && isBoletoPaid(order);

  const setAction = (next: CancellationAction | null) => {
    setActionState(next);
    onAction(next);
  };

  const send = useMutation({
    mutationFn: async (ticket: Ticket) => {
      const text = reason.flush();
      if (ticket.kind === 'absence')
        return reportProfessionalAbsence({
          orderId: order.id,
          question: text || t.absenceQuestion(dayLabel(order.starts_at), clockLabel(order.starts_at)),
        });
      if (ticket.kind === 'rebooking')
        return requestRebooking({
          orderId: order.id,
          reason: text || t.rescheduleTitle,
          rescheduleData: ticket.rescheduleData,
        });
      return requestCancellation({
        orderId: order.id,
        reason: text,
        shouldRefund: ticket.shouldRefund,
        refundData: ticket.refundData,
      });
    },
    onMutate: () => setRetryStep(step),
    onSuccess: () => {
      reason.clear();
      setStep('done');
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
    onError: () => setStep('error'),
  });

  /** Step 1 needs a reason before anything else happens. */
  const withReason = (next: () => void) => () => {
    if (!reason.flush()) {
      setReasonMissing(true);
      return;
    }
    setReasonMissing(false);
    next();
  };

  const reasonField = (optional = false) => (
    <Textarea
      label={action === 'inform-absence' ? t.reasonLabelAbsence : t.reasonLabel}
      placeholder={t.reasonPlaceholder}
      withAsterisk={!optional}
      rows={4}
      value={reason.text}
      onChange={(event) => {
        reason.setText(event.currentTarget.value);
        if (event.currentTarget.value.trim()) setReasonMissing(false);
      }}
      error={reasonMissing ? t.reasonRequired : undefined}
    />
  );

  if (step === 'done')
    return (
      <Stack gap="md" align="center" ta="center" role="status">
        <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden>
          ✓
        </ThemeIcon>
        <Title order={2} fz="xl">
          {t.successTitle}
        </Title>
        <Text size="sm">{t.successText}</Text>
        {action === 'inform-absence' && (
          <Button
            variant="light"
            onClick={() => {
              onClose();
              openSupport('chat');
            }}
          >
            {t.absenceChat}
          </Button>
        )}
        <Button onClick={onClose}>{t.close}</Button>
      </Stack>
    );

  if (step === 'error') {
    const detail = send.error instanceof ApiError && send.error.status === 422 ? send.error.message : null;
    return (
      <Stack gap="md" align="center" ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" color="red.9" aria-hidden>
          !
        </ThemeIcon>
        <Title order={2} fz="xl">
          {t.errorTitle}
        </Title>
        {detail && <Text fw={600}>{detail}</Text>}
        <Text size="sm">{t.errorText}</Text>
        <Group justify="center">
          <Button variant="subtle" onClick={onClose}>
            {t.close}
          </Button>
          <Button onClick={() => setStep(retryStep)}>{t.tryAgain}</Button>
        </Group>
      </Stack>
    );
  }

  if (step === 0)
    return (
      <Stack gap="md">
        <Radio.Group
          label={t.chooseAction}
          value={choice}
          onChange={(value) => setChoice(value as CancellationAction)}
        >
          <Stack gap="sm" mt="xs">
            {rules.options.map((option) => (
              <Radio
                key={option.action}
                value={option.action}
                label={capitalized(option.label)}
                description={optionHint(option, rules.shortNotice)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onClose}>
            {t.dontCancel}
          </Button>
          <Button
            disabled={choice === null}
            onClick={() => {
              setAction(choice);
              setStep(1);
            }}
          >
            {t.advance}
          </Button>
        </Group>
      </Stack>
    );

  if (step === 1) {
    const back =
      mode === 'cancel' ? (
        <Button variant="subtle" onClick={() => setStep(0)}>
          {t.back}
        </Button>
      ) : (
        <Button variant="subtle" onClick={onClose}>
          {t.dontCancel}
        </Button>
      );
    const cancelling = action === 'credit' || action === 'cancel';
    return (
      <Stack gap="md">
        {reasonField()}
        {action === 'cancel' && paid && isPixPaid(order) && (
          <Alert color="teal" variant="light">
            <Text size="sm">{t.refundByPix}</Text>
          </Alert>
        )}
        {cancelling && paid && rules.policy && (
          <Alert color="violet" variant="light" title={texts.policyTitle} id={`${ids}-policy`}>
            <Text size="sm">{CANCELLATION_POLICY_TEXTS[rules.policy.kind]}</Text>
          </Alert>
        )}
        <Group justify="space-between">
          {back}
          <StepOneAction
            action={action}
            paid={paid}
            needsBankData={needsBankData}
            submitting={send.isPending}
            onNext={withReason(() => setStep(2))}
            onSend={(ticket) => withReason(() => send.mutate(ticket))()}
          />
        </Group>
      </Stack>
    );
  }

  if (action === 'reschedule')
    return (
      <RescheduleStep
        order={order}
        now={now}
        onBack={mode === 'reschedule' ? undefined : () => setStep(1)}
        submitting={send.isPending}
        onSubmit={(rescheduleData) => send.mutate({ kind: 'rebooking', rescheduleData })}
      >
        {mode === 'reschedule' && reasonField(true)}
      </RescheduleStep>
    );

  return (
    <RefundStep
      onBack={() => setStep(1)}
      submitting={send.isPending}
      onSubmit={(refundData) => send.mutate({ kind: 'cancellation', shouldRefund: true, refundData })}
    />
  );
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function optionHint(option: CancellationOption, shortNotice: boolean): string {
  if (shortNotice) return t.shortNoticeHint;
  if (option.action === 'cancel' && !option.refund) return t.unpaidCancelHint;
  return t.optionsHint[option.action];
}

/** Step 1's main button: what it says and does depends on the action and how the order was paid. */
function StepOneAction({
  action,
  paid,
  needsBankData,
  submitting,
  onNext,
  onSend,
}: {
  action: CancellationAction | null;
  paid: boolean;
  needsBankData: boolean;
  submitting: boolean;
  onNext: () => void;
  onSend: (ticket: Ticket) => void;
}) {
  switch (action) {
    case 'inform-absence':
      return (
        <Button loading={submitting} onClick={() => onSend({ kind: 'absence' })}>
          {t.confirm}
        </Button>
      );
    case 'reschedule':
      return <Button onClick={onNext}>{t.advance}</Button>;
    case 'credit':
      return (
        <Button loading={submitting} onClick={() => onSend({ kind: 'cancellation', shouldRefund: false })}>
          {t.keepAsCredit}
        </Button>
      );
    default:
      if (needsBankData) return <Button onClick={onNext}>{t.advance}</Button>;
      return paid ? (
        <Button loading={submitting} onClick={() => onSend({ kind: 'cancellation', shouldRefund: true })}>
          {t.requestRefund}
        </Button>
      ) : (
        <Button loading={submitting} onClick={() => onSend({ kind: 'cancellation', shouldRefund: false })}>
          {t.confirmCancellation}
        </Button>
      );
  }
}
