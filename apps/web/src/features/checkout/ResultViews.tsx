import { formatLineCode, onlyDigits } from '@brilho/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { notify } from '../../lib/notify';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/checkout';
import type { PayableType } from './api';
import classes from './checkout.module.css';
import { brDate } from './format';
import { payablePath } from './host';
import type { BoletoDetails } from './payable';
import { SubscriptionUpsell } from './SubscriptionUpsell';

/** The linha digitável as printed on boletos (the domain's format); anything not 47 digits as it came. */
function printedLineCode(lineCode: string): string {
  const digits = onlyDigits(lineCode);
  return digits.length === 47 ? formatLineCode(digits) : lineCode;
}

async function copyLineCode(lineCode: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(onlyDigits(lineCode));
    notify({ type: 'success', title: texts.copied, message: texts.lineCodeCopied });
  } catch {
    notify({ type: 'error', message: texts.copyFailed });
  }
}

/** Where the result views lead: links on the web, a 'concluir' that tells the host on the mobile variant. */
export interface ResultNavigation {
  mobile: boolean;
  /** The payable's id (an order's or a cycle's). */
  orderId: string;
  onDone: () => void;
  /** 'order' unless told: the links lead to the order or to the cycle. */
  type?: PayableType;
}

/** 'SEU BOLETO ESTÁ PRONTO!': download (new tab) and the copyable line code. */
export function BoletoReadyView({
  boleto,
  navigation,
}: {
  boleto: BoletoDetails;
  navigation: ResultNavigation;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      className={classes.panel}
      component="section"
      aria-labelledby="boleto-pronto"
    >
      <Stack gap="md" align="center">
        <Title order={1} fz={{ base: 22, sm: 26 }} id="boleto-pronto">
          {texts.boletoReadyTitle}
        </Title>
        <Text>{texts.boletoReadyText(brDate(boleto.expirationDate))}</Text>
        {boleto.urlPrint && (
          <Button component="a" href={boleto.urlPrint} target="_blank" rel="noopener noreferrer" size="md">
            {texts.downloadBoleto}
          </Button>
        )}
        {boleto.lineCode ? (
          <Stack gap={6} w="100%" maw={560}>
            <Text size="sm" fw={700} id="linha-digitavel">
              {texts.lineCode}
            </Text>
            <Paper withBorder radius="md" p="sm" bg="gray.0">
              <Text className={classes.lineCode} aria-labelledby="linha-digitavel">
                {printedLineCode(boleto.lineCode)}
              </Text>
            </Paper>
            <Button variant="light" onClick={() => void copyLineCode(boleto.lineCode ?? '')}>
              {texts.copyLineCode}
            </Button>
          </Stack>
        ) : (
          <Alert color="yellow" variant="light" w="100%">
            {texts.noLineCode}
          </Alert>
        )}
        <ResultLinks navigation={navigation} />
      </Stack>
    </Paper>
  );
}

function ResultLinks({ navigation }: { navigation: ResultNavigation }) {
  if (navigation.mobile)
    return (
      <Button variant="light" onClick={navigation.onDone}>
        {texts.done}
      </Button>
    );
  return (
    <Group justify="center" gap="sm">
      <Button
        component={Link}
        to={payablePath(navigation.orderId, navigation.type ?? 'order')}
        variant="outline"
      >
        {navigation.type === 'cycle' ? texts.goToCycle : texts.goToOrder}
      </Button>
      <Button component={Link} to={pathTo('dashboard')} variant="subtle">
        {texts.goToDashboard}
      </Button>
    </Group>
  );
}

/**
 * 'SUA LIMPEZA FOI AGENDADA COM SUCESSO!' with the links; an order's adds the subscription upsell (a cycle
 * already belongs to one).
 */
export function SuccessView({ navigation }: { navigation: ResultNavigation }) {
  const cycle = navigation.type === 'cycle';
  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        className={classes.panel}
        component="section"
        aria-labelledby="sucesso"
      >
        <Stack gap="md" align="center">
          <Title order={1} fz={{ base: 22, sm: 26 }} c="teal.9" id="sucesso">
            {texts.successTitle}
          </Title>
          <Text>{cycle ? texts.cycleSuccessText : texts.successText}</Text>
          <ResultLinks navigation={navigation} />
        </Stack>
      </Paper>
      {!cycle && <SubscriptionUpsell orderId={navigation.orderId} mobile={navigation.mobile} />}
    </Stack>
  );
}
