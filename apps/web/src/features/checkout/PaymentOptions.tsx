import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '../../words/checkout';
import classes from './checkout.module.css';

/** One way to pay, with the line under it that says why it is offered (or not); the button points at it. */
function PaymentOption({
  label,
  onClick,
  disabled = false,
  hint,
  hintId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  hint: string | null;
  hintId: string;
}) {
  return (
    <Stack gap={4}>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        className={classes.option}
        onClick={onClick}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
      >
        {label}
      </Button>
      {hint && (
        <Text size="sm" c="dimmed" id={hintId}>
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/** The three ways to pay: card, 'GERAR BOLETO' (disabled with its reason) and 'UTILIZAR SALDO' (when it covers). */
export function PaymentOptions({
  boletoAllowed,
  walletAllowed,
  balance,
  onCard,
  onBoleto,
  onWallet,
  onPix,
}: {
  boletoAllowed: boolean;
  walletAllowed: boolean;
  balance: number;
  onCard: () => void;
  onBoleto: () => void;
  onWallet: () => void;
  /** 'PIX' (orders): absent, not offered. */
  onPix?: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="opcoes">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="opcoes">
          {texts.optionsTitle}
        </Title>
        <Button variant="outline" size="lg" fullWidth className={classes.option} onClick={onCard}>
          {texts.creditCard}
        </Button>
        {onPix && <PaymentOption label={texts.pix} onClick={onPix} hint={texts.pixHint} hintId="pix-dica" />}
        <PaymentOption
          label={texts.boleto}
          onClick={onBoleto}
          disabled={!boletoAllowed}
          hint={boletoAllowed ? null : texts.boletoShortNotice}
          hintId="boleto-indisponivel"
        />
        {walletAllowed && (
          <PaymentOption
            label={texts.wallet}
            onClick={onWallet}
            hint={texts.walletHint(balance)}
            hintId="saldo-disponivel"
          />
        )}
      </Stack>
    </Paper>
  );
}
