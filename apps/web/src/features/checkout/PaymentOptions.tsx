import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './checkout.module.css';
import { texts } from './texts';

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
        {onPix && (
          <Stack gap={4}>
            <Button
              variant="outline"
              size="lg"
              fullWidth
              className={classes.option}
              onClick={onPix}
              aria-describedby="pix-dica"
            >
              {texts.pix}
            </Button>
            <Text size="sm" c="dimmed" id="pix-dica">
              {texts.pixHint}
            </Text>
          </Stack>
        )}
        <Stack gap={4}>
          <Button
            variant="outline"
            size="lg"
            fullWidth
            className={classes.option}
            onClick={onBoleto}
            disabled={!boletoAllowed}
            aria-describedby={boletoAllowed ? undefined : 'boleto-indisponivel'}
          >
            {texts.boleto}
          </Button>
          {!boletoAllowed && (
            <Text size="sm" c="dimmed" id="boleto-indisponivel">
              {texts.boletoShortNotice}
            </Text>
          )}
        </Stack>
        {walletAllowed && (
          <Stack gap={4}>
            <Button
              variant="outline"
              size="lg"
              fullWidth
              className={classes.option}
              onClick={onWallet}
              aria-describedby="saldo-disponivel"
            >
              {texts.wallet}
            </Button>
            <Text size="sm" c="dimmed" id="saldo-disponivel">
              {texts.walletHint(balance)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
