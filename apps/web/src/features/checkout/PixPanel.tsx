import { formatMoney, parseBrCode, saoPauloDate } from '@brilho/domain';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { serverClockQuery } from '../../lib/serverClock';
import { texts } from '../../words/checkout';
import classes from './checkout.module.css';
import { brDate } from './format';
import { PixQr } from './PixQr';
import type { PixDetails } from './payable';

/** Seconds until `expiresAt` on the server's clock, ticking each second; null while unknown. */
function useSecondsUntil(expiresAt: string | null): number | null {
  const offset = useQuery(serverClockQuery).data;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (!expiresAt || offset === undefined) return null;
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - (now + offset)) / 1000));
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** The sandbox PSP's QR location (`…/api/sandbox-psp/qr/v2/{id}`) inside the payload, when it is one. */
export function sandboxLocation(copyPaste: string): string | null {
  try {
    const { account } = parseBrCode(copyPaste);
    const match = 'url' in account ? /\/api\/sandbox-psp\/qr\/v2\/([a-zA-Z0-9]+)$/.exec(account.url) : null;
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * 'PAGUE COM PIX': the QR (drawn here from the copia e cola), the code with its copy button ('Copiado!'),
 * the amount and what is left of the charge's time. The flow follows the payment meanwhile (cable, with
 * 5 s polling) and moves to the success screen when the Pix is confirmed. In the sandbox a button plays the
 * payer's bank.
 */
export function PixPanel({ pix }: { pix: PixDetails }) {
  const [copied, setCopied] = useState(false);
  const seconds = useSecondsUntil(pix.expiresAt);
  // A cycle's Pix is due on a date days away: the date says more than a countdown.
  const farAway = seconds !== null && seconds > 86_400;
  const location = sandboxLocation(pix.copyPaste);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3_000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.copyPaste);
      setCopied(true);
    } catch {
      notify({ type: 'error', message: texts.copyFailed });
    }
  };

  const simulate = async () => {
    try {
      await apiRequest(`/sandbox-psp/qr/v2/${location}/pay`, { method: 'POST' });
    } catch {
      notify({ type: 'error', message: texts.pixSimulateFailed });
    }
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.panel}
      component="section"
      aria-labelledby="pix-titulo"
    >
      <Stack gap="md" align="center">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="pix-titulo">
          {texts.pixTitle}
        </Title>
        <Text ta="center">{texts.pixInstructions}</Text>
        <Group gap="xl" justify="center">
          <Stack gap={0} align="center">
            <Text size="sm" c="dimmed">
              {texts.pixAmount}
            </Text>
            <Text fw={700} fz="xl" data-testid="pix-valor">
              {formatMoney(pix.amount)}
            </Text>
          </Stack>
          {farAway && pix.expiresAt && (
            <Stack gap={0} align="center">
              <Text size="sm" c="dimmed">
                {texts.pixDueOn}
              </Text>
              <Text fw={700} fz="xl" data-testid="pix-vencimento">
                {brDate(saoPauloDate(new Date(pix.expiresAt)))}
              </Text>
            </Stack>
          )}
          {seconds !== null && !farAway && (
            <Stack gap={0} align="center">
              <Text size="sm" c="dimmed">
                {texts.pixExpiresIn}
              </Text>
              <Text
                fw={700}
                fz="xl"
                role="timer"
                aria-live="off"
                aria-label={texts.pixExpiresIn}
                data-testid="pix-expira"
              >
                {mmss(seconds)}
              </Text>
            </Stack>
          )}
        </Group>
        {seconds === 0 ? (
          <Text c="red.8" fw={600}>
            {texts.pixExpired}
          </Text>
        ) : (
          <PixQr payload={pix.copyPaste} label={texts.pixQrLabel} />
        )}
        <Stack gap={6} w="100%" maw={560}>
          <Textarea
            label={texts.pixCopyPaste}
            value={pix.copyPaste}
            readOnly
            rows={5}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={() => void copy()} color={copied ? 'teal' : undefined} aria-live="polite">
            {copied ? texts.pixCopied : texts.pixCopy}
          </Button>
        </Stack>
        <Text size="sm" c="dimmed" ta="center">
          {texts.pixWaiting}
        </Text>
        {location && (
          // 'default' (white, dark text): at 390 px the panel sits on the chosen option's violet tint, where a
          // subtle button's violet text missed AA (4.26:1).
          <Button variant="default" size="xs" onClick={() => void simulate()}>
            {texts.pixSimulate}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
