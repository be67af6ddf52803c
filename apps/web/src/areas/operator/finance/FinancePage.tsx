import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { formatMoney, saoPauloDate } from '@brilho/domain';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiDocument } from '../../../lib/api/client';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { financeTexts as t } from '../../../words/operator/finance';
import { ListError, ListLoader, ScreenHeader, ScrollTable } from '../components';
import { downloadCsv } from '../listParams';
import { operatorPath } from '../paths';
import { PayoutsSection, PersonLink } from './PayoutsSection';

/**
 * 'Financeiro': what the gateway settled, the platform's revenue (commission and kept fees), what is
 * owed to professionals, refunds owed and paid, payouts in transit and paid — for a period, per professional
 * and per order. Every figure opens its ledger entries (the `conta` parameter); the ledger and the payouts
 * export as CSV for Excel-BR (`;`, BOM). The payouts of the weekly run are approved and marked paid here.
 */

interface Summary {
  settled: number;
  revenue: number;
  payables: number;
  refunds_payable: number;
  refunds_paid: number;
  payouts_in_transit: number;
  payouts_paid: number;
  wallets: number;
  held: number;
  by_professional: {
    professional_id: string;
    professional_name: string | null;
    earned: number;
    payable_movement: number;
  }[];
  by_order: ({
    order_id: string;
    money_in: number;
    commission: number;
    earning: number;
    refund_due: number;
  } & People)[];
}

/** The people behind an order (or an entry), for links to their console pages. */
interface People {
  customer_id: string | null;
  customer_name: string | null;
  professional_id: string | null;
  professional_name: string | null;
}

interface Entry extends People {
  id: string;
  key: string;
  kind_name: string;
  occurred_at: string;
  order_id: string | null;
  account: string;
  account_name: string;
  amount: number;
}

/** The figures and the account (or transaction) whose entries each opens. */
const FIGURES: { key: keyof Summary; label: string; account: string }[] = [
  { key: 'settled', label: 'Recebido no meio de pagamento', account: 'gateway_clearing' },
  { key: 'revenue', label: t.revenue, account: 'platform_revenue' },
  { key: 'payables', label: 'Ganhos das profissionais', account: 'professional_payable' },
  { key: 'refunds_payable', label: 'Reembolsos a pagar', account: 'refunds_payable' },
  { key: 'refunds_paid', label: 'Reembolsos pagos', account: 'refunds_payable' },
  { key: 'payouts_in_transit', label: t.payoutsInTransit, account: 'payouts_in_transit' },
  { key: 'payouts_paid', label: 'Repasses pagos', account: 'payouts_in_transit' },
  { key: 'wallets', label: 'Saldos de clientes', account: 'customer_wallet' },
];

const monthStart = (today: string) => `${today.slice(0, 8)}01`;

export function FinancePage() {
  usePageMeta({ title: 'Operador - Financeiro' });
  const today = saoPauloDate(new Date());
  const [params, setParams] = useSearchParams();
  const from = params.get('de') ?? monthStart(today);
  const to = params.get('ate') ?? today;
  const account = params.get('conta');
  const [draft, setDraft] = useState({ from, to });
  const period = `from=${from}&to=${to}`;

  const summary = useQuery({
    queryKey: ['operator', 'finance', from, to],
    queryFn: async () => (await apiDocument<Summary>(`/operator/finance?${period}`)).data,
  });
  const entries = useQuery({
    queryKey: ['operator', 'ledger-entries', from, to, account],
    queryFn: async () =>
      (await apiDocument<Entry[]>(`/operator/ledger/entries?${period}&account=${account ?? ''}`)).data,
    enabled: account !== null,
  });

  const open = (next: Record<string, string | null>) => {
    const copy = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value === null) copy.delete(name);
      else copy.set(name, value);
    }
    setParams(copy);
  };

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Financeiro"
        description={t.description}
        action={
          <Group gap="xs">
            <Button
              variant="light"
              onClick={() => downloadCsv(`/operator/ledger.csv?${period}`, `razao-${from}-a-${to}.csv`)}
            >
              {t.exportLedger}
            </Button>
            <Button
              variant="light"
              onClick={() => downloadCsv('/operator/payouts.csv', `repasses-${today}.csv`)}
            >
              Exportar repasses (CSV)
            </Button>
          </Group>
        }
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          open({ de: draft.from, ate: draft.to });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label="De"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={c.until}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          />
          <Button type="submit">{t.seePeriod}</Button>
        </Group>
      </form>

      {summary.isError && <ListError message={t.loadFailed} onRetry={() => summary.refetch()} />}
      {!summary.data && !summary.isError && <ListLoader />}
      {summary.data && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {FIGURES.map((figure) => (
            <Paper key={figure.key} withBorder radius="lg" p="md">
              <Text fz={24} fw={800} lh={1.2}>
                {formatMoney(Math.abs(Number(summary.data[figure.key])))}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={() => open({ conta: figure.account })}
              >
                {figure.label}
              </Anchor>
            </Paper>
          ))}
        </SimpleGrid>
      )}

      {account && (
        <Paper withBorder radius="lg" p="lg" component="section" aria-label={t.entries}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} fz={18}>
                {t.entries}
              </Title>
              <Button variant="subtle" size="xs" onClick={() => open({ conta: null })}>
                Fechar
              </Button>
            </Group>
            {entries.isError && <ListError message={t.entriesFailed} onRetry={() => entries.refetch()} />}
            {entries.data && (
              <ScrollTable label={t.ledgerEntries} minWidth={480}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Movimento</Table.Th>
                    <Table.Th>Conta</Table.Th>
                    <Table.Th>Pedido</Table.Th>
                    <Table.Th>Cliente</Table.Th>
                    <Table.Th ta="right">Valor</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.data.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{saoPauloDate(new Date(entry.occurred_at))}</Table.Td>
                      <Table.Td>{entry.kind_name}</Table.Td>
                      <Table.Td>{entry.account_name}</Table.Td>
                      <Table.Td>
                        {entry.order_id && (
                          <Anchor component={Link} to={operatorPath('order', { id: entry.order_id })}>
                            {entry.order_id.slice(0, 8)}
                          </Anchor>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <PersonLink kind="customer" id={entry.customer_id} name={entry.customer_name} />
                      </Table.Td>
                      <Table.Td ta="right">{`${entry.amount < 0 ? '−' : ''}${formatMoney(Math.abs(entry.amount))}`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </ScrollTable>
            )}
          </Stack>
        </Paper>
      )}

      {summary.data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="lg" p="lg" component="section" aria-label="Por profissional">
            <Title order={3} fz={18} mb="sm">
              Por profissional
            </Title>
            <ScrollTable label="Ganhos por profissional" minWidth={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Profissional</Table.Th>
                  <Table.Th ta="right">{t.earningsInPeriod}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.data.by_professional.map((row) => (
                  <Table.Tr key={row.professional_id}>
                    <Table.Td>
                      <PersonLink kind="professional" id={row.professional_id} name={row.professional_name} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(row.earned)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
          </Paper>
          <Paper withBorder radius="lg" p="lg" component="section" aria-label="Por pedido">
            <Title order={3} fz={18} mb="sm">
              Por pedido
            </Title>
            <ScrollTable label="Dinheiro por pedido" minWidth={720}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pedido</Table.Th>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th>Profissional</Table.Th>
                  <Table.Th ta="right">Recebido</Table.Th>
                  <Table.Th ta="right">{t.commission}</Table.Th>
                  <Table.Th ta="right">Ganho da profissional</Table.Th>
                  <Table.Th ta="right">Reembolso</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.data.by_order.map((row) => (
                  <Table.Tr key={row.order_id}>
                    <Table.Td>
                      <Anchor component={Link} to={operatorPath('order', { id: row.order_id })}>
                        {row.order_id.slice(0, 8)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <PersonLink kind="customer" id={row.customer_id} name={row.customer_name} />
                    </Table.Td>
                    <Table.Td>
                      <PersonLink kind="professional" id={row.professional_id} name={row.professional_name} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(row.money_in)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.commission)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.earning)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.refund_due)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
          </Paper>
        </SimpleGrid>
      )}

      <PayoutsSection />
    </Stack>
  );
}
