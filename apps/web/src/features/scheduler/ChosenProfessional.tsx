import { formatDateBR, TEXT_LIMITS } from '@brilho/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  CouponBadge,
  ProfessionalAvatar,
  ProfessionalBadges,
  RatingLine,
} from '../../components/professional/ProfessionalBits';
import { type Professional, professionalName } from '../../entities/professional/model';
import { hoursLabel } from '../../lib/labels';
import { hourLabel, texts, weekdayOf } from '../../words/scheduler';
import type { Slot } from './ScheduleModal';
import classes from './scheduler.module.css';
import { useStepFocus } from './state';

/** 'quinta-feira, 12/03/2026, das 09:00 às 13:00 (4 horas)'. */
export const slotLine = (slot: Slot): string =>
  texts.slotLine(
    weekdayOf(slot.date),
    formatDateBR(slot.date),
    hourLabel(slot.startHour),
    hourLabel(slot.startHour + slot.duration),
    hoursLabel(slot.duration),
  );

/** The chosen professional, waiting (or failing) while it is read. */
export function ProfessionalGate({
  query,
  children,
}: {
  query: UseQueryResult<Professional>;
  children: (professional: Professional) => React.ReactNode;
}) {
  if (query.isPending)
    return (
      <Group gap="sm" py="lg" justify="center" role="status">
        <Loader size="sm" />
        <Text size="sm">Buscando o profissional...</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {texts.chosenFailed}
      </Alert>
    );
  return <>{children(query.data)}</>;
}

/**
 * The confirmed professional and the additional information (the description, kept while typing), with
 * 'Confirmar agendamento' and 'Voltar para a pesquisa'.
 */
export function ChosenProfessional({
  professional,
  slot,
  description,
  onDescription,
  onChangeTime,
  onConfirm,
  onBack,
}: {
  professional: Professional;
  slot: Slot;
  description: string;
  onDescription: (value: string) => void;
  onChangeTime: () => void;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const heading = useStepFocus<HTMLHeadingElement>();
  const name = professionalName(professional);
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="profissional-escolhido">
        <Stack gap="sm">
          <Title
            order={2}
            fz="lg"
            id="profissional-escolhido"
            ref={heading}
            tabIndex={-1}
            className={classes.stepHeading}
          >
            {texts.chosenTitle}
          </Title>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ProfessionalAvatar professional={professional} />
            <Stack gap={4} miw={0}>
              <Text fw={700} fz="lg" className={classes.wrap}>
                {name}
              </Text>
              <RatingLine professional={professional} />
              <ProfessionalBadges professional={professional} />
            </Stack>
          </Group>
          {professional.active_coupon && <CouponBadge coupon={professional.active_coupon} />}
          <Text>{slotLine(slot)}</Text>
          <Button variant="light" size="sm" onClick={onChangeTime} w="fit-content">
            {texts.changeTime}
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="informacoes-adicionais">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="informacoes-adicionais">
            {texts.additionalInfo}
          </Title>
          <Textarea
            label={texts.descriptionLabel}
            description={texts.descriptionHint}
            value={description}
            onChange={(event) => onDescription(event.currentTarget.value)}
            maxLength={TEXT_LIMITS.description}
            rows={5}
            resize="vertical"
          />
          <Text size="xs" c="dimmed" ta="right">
            {description.length}/{TEXT_LIMITS.description}
          </Text>
        </Stack>
      </Paper>
      <div className={classes.footer}>
        <Button variant="default" onClick={onBack}>
          {texts.backToSearch}
        </Button>
        <Button onClick={onConfirm}>{texts.confirmSchedule}</Button>
      </div>
    </Stack>
  );
}
