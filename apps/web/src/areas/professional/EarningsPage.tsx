import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { formatMoney } from '@brilho/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDocument } from '../../lib/api/client';
import { earningsTexts as t } from '../../words/professional-earnings';
import { PROFESSIONAL_KEY } from './api';
import { Empty, LoadFailed, Loading, Screen } from './components';
import { shortDate } from './format';

/**
 * 'Ganhos': each job's value and the professional's share, by week; what is pending (jobs not yet
 * done), payable (earned, not yet paid out) and paid; the payout history. Figures come from the ledger
 * (GET /professional/earnings). Lazy: its own chunk, loaded when the screen opens.
 */

interface EarningJob {
  order_id: string;
  date: string;
  week: string;
  status: string;
  value: number;
  share: number;
  state: 'pending' | 'earned';
}

interface PayoutRow {
  amount: number;
  status: 'proposed' | 'approved' | 'paid' | 'failed';
  pix_key: string | null;
  created_at: string;
  paid_at: string | null;
  failure_reason: string | null;
}

export interface Earnings {
  pending: number;
  payable: number;
  in_transit: number;
  paid: number;
  jobs: EarningJob[];
  payouts: PayoutRow[];
}

export const earningsQuery = queryOptions({
  queryKey: [...PROFESSIONAL_KEY, 'earnings'],
  queryFn: async () => (await apiDocument<Earnings>('/professional/earnings')).data,
});

const PAYOUT_STATUS: Record<PayoutRow['status'], { label: string; color: string }> = {
  proposed: { label: t.payoutProposed, color: 'gray' },
  approved: { label: 'A caminho', color: 'blue' },
  paid: { label: 'Pago', color: 'green' },
  failed: { label: 'Falhou', color: 'red' },
};

function Figure({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="xs" fw={700} tt="uppercase" c="gray.8">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {formatMoney(value)}
      </Text>
      <Text size="xs" c="gray.8">
        {hint}
      </Text>
    </Paper>
  );
}

function byWeek(jobs: EarningJob[]): [string, EarningJob[]][] {
  const weeks = new Map<string, EarningJob[]>();
  for (const job of jobs) weeks.set(job.week, [...(weeks.get(job.week) ?? []), job]);
  return [...weeks].sort(([a], [b]) => b.localeCompare(a));
}

export function EarningsPage() {
  const earnings = useQuery(earningsQuery);
  if (earnings.isError && !earnings.data) return <LoadFailed onRetry={() => earnings.refetch()} />;
  if (!earnings.data) return <Loading />;
  const data = earnings.data;
  return (
    <Screen title="Ganhos">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="A receber" value={data.pending} hint={t.pendingHint} />
        <Figure label={t.payable} value={data.payable} hint={t.payableHint} />
        <Figure label="A caminho" value={data.in_transit} hint="Repasse aprovado" />
        <Figure label="Recebido" value={data.paid} hint="Repasses pagos" />
      </SimpleGrid>

      <Title order={2} fz="lg">
        Limpezas por semana
      </Title>
      {data.jobs.length === 0 && <Empty>Nenhuma limpeza com ganhos ainda.</Empty>}
      {byWeek(data.jobs).map(([week, jobs]) => (
        <Paper key={week} withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700}>Semana de {shortDate(week)}</Text>
              <Text fw={700}>{formatMoney(jobs.reduce((sum, job) => sum + job.share, 0))}</Text>
            </Group>
            <Table aria-label={`Limpezas da semana de ${shortDate(week)}`} verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Dia</Table.Th>
                  <Table.Th>Valor da limpeza</Table.Th>
                  <Table.Th>Sua parte</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.map((job) => (
                  <Table.Tr key={job.order_id}>
                    <Table.Td>{shortDate(job.date)}</Table.Td>
                    <Table.Td>{formatMoney(job.value)}</Table.Td>
                    <Table.Td>
                      {formatMoney(job.share)}
                      {job.state === 'pending' && (
                        <Text span size="xs" c="gray.8">
                          {' '}
                          (a receber)
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      ))}

      <Title order={2} fz="lg">
        Repasses
      </Title>
      {data.payouts.length === 0 && <Empty>{t.noPayouts}</Empty>}
      {data.payouts.map((payout) => {
        const status = PAYOUT_STATUS[payout.status];
        return (
          <Paper key={payout.created_at + payout.amount} withBorder radius="lg" p="md">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={700}>{formatMoney(payout.amount)}</Text>
                <Text size="xs" c="gray.8">
                  {shortDate(payout.created_at.slice(0, 10))}
                  {payout.pix_key ? ` · Pix ${payout.pix_key}` : ''}
                  {payout.failure_reason ? ` · ${payout.failure_reason}` : ''}
                </Text>
              </Stack>
              <Badge color={status.color} variant="filled" autoContrast>
                {status.label}
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Screen>
  );
}
