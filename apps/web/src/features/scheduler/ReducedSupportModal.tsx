import { Anchor, Button, Stack, Text } from '@mantine/core';
import { LazyModal } from '../../components/LazyModal';
import { useOpenSupport } from '../../components/support';
import { texts } from '../../words/scheduler';
import classes from './scheduler.module.css';

/**
 * 'Atendimento reduzido' (the states, checkout submit): the chosen time falls, in whole or in part,
 * outside the support hours. 'Continuar' goes on with the submit; 'Escolher outro horário' (or closing)
 * only closes it, so the customer stays on the confirmation with everything kept.
 */
export function ReducedSupportModal({
  opened,
  onContinue,
  onClose,
}: {
  opened: boolean;
  onContinue: () => void;
  onClose: () => void;
}) {
  const openSupport = useOpenSupport();
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={texts.reducedSupportTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Text size="sm">{texts.reducedSupportHours}</Text>
        <Text size="sm">{texts.reducedSupportChosen}</Text>
        <Text size="sm">{texts.reducedSupportEmail}</Text>
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => openSupport('chat')}>
          {texts.reducedSupportAsk}
        </Anchor>
        <div className={classes.footer}>
          <Button variant="default" onClick={onClose}>
            {texts.reducedSupportChooseOther}
          </Button>
          <Button onClick={onContinue} data-autofocus>
            {texts.reducedSupportContinue}
          </Button>
        </div>
      </Stack>
    </LazyModal>
  );
}
