import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { formatMoney, ORDER_STATUS_LABELS, type OrderStatus } from '@brilho/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiDocument } from '../../../lib/api/client';
import { usePageMeta } from '../../../lib/page-meta';
import { dashboardTexts as t } from '../../../words/operator/dashboard';
import { ListError, ListLoader, ScreenHeader, ScrollTable } from '../components';
import { formatDay } from '../orders/format';
import { operatorPath } from '../paths';

interface Dashboard {
  date: string;
  orders_today: Partial<Record<OrderStatus, number>>;
  orders_created_today: number;
  open_tickets: { total: number; under_24h: number; from_24h_to_72h: number; over_72h: number };
  payments_waiting: {
    boletos: number;
    boletos_cents: number;
    in_analysis: number;
    in_analysis_cents: number;
  };
}

interface TelemetryDay {
  id: string;
  date: string;
  orders_created: number;
  add_to_cart: number;
  purchase: number;
  purchase_value: number;
  conversion: number | null;
}

/** The table shows the last two weeks, newest first. */
const TELEMETRY_DAYS = 14;

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

function Figure({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text fz={28} fw={800} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function Section({
  title,
  link,
  children,
}: {
  title: string;
  link?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} fz={18}>
            {title}
          </Title>
          {link}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** '/operador/painel': today's cleanings, open tickets by age, payments waiting, telemetry per day. */
export function DashboardPage() {
  usePageMeta({ title: 'Operador - Painel' });
  const figures = useQuery({
    queryKey: ['operator', 'dashboard'],
    queryFn: async () => (await apiDocument<Dashboard>('/operator/dashboard')).data,
    refetchInterval: 60_000,
  });
  const telemetry = useQuery({
    queryKey: ['operator', 'telemetry'],
    queryFn: async () => (await apiDocument<TelemetryDay[] | null>('/telemetry/daily')).data ?? [],
  });

  return (
    <Stack gap="lg">
      <ScreenHeader title="Painel" description={t.description} />
      {figures.isError ? (
        <ListError message={t.loadFailed} onRetry={() => void figures.refetch()} />
      ) : figures.isPending ? (
        <ListLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Section
            title="Limpezas de hoje"
            link={
              <Anchor
                component={Link}
                to={`${operatorPath('orders')}?from=${figures.data.date}&to=${figures.data.date}`}
                size="sm"
              >
                ver pedidos
              </Anchor>
            }
          >
            <Figure
              label="limpezas hoje"
              value={Object.values(figures.data.orders_today).reduce((a, b) => a + (b ?? 0), 0)}
              hint={`${formatDay(figures.data.date)} · ${figures.data.orders_created_today} pedido(s) criado(s) hoje`}
            />
            <Stack gap={4}>
              {Object.entries(figures.data.orders_today).map(([status, count]) => (
                <Group key={status} justify="space-between">
                  <Text size="sm">{ORDER_STATUS_LABELS[status as OrderStatus] ?? status}</Text>
                  <Text size="sm" fw={700}>
                    {count}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Section>
          <Section
            title="Chamados abertos"
            link={
              <Anchor component={Link} to={operatorPath('tickets')} size="sm">
                ver fila
              </Anchor>
            }
          >
            <Figure label="abertos" value={figures.data.open_tickets.total} />
            <SimpleGrid cols={3} spacing="xs">
              <Figure label="< 24 h" value={figures.data.open_tickets.under_24h} />
              <Figure label="24–72 h" value={figures.data.open_tickets.from_24h_to_72h} />
              <Figure label="> 72 h" value={figures.data.open_tickets.over_72h} />
            </SimpleGrid>
          </Section>
          <Section title="Pagamentos aguardando">
            <Figure
              label="boletos aguardando pagamento"
              value={figures.data.payments_waiting.boletos}
              hint={formatMoney(figures.data.payments_waiting.boletos_cents)}
            />
            <Figure
              label={t.cardsInReview}
              value={figures.data.payments_waiting.in_analysis}
              hint={formatMoney(figures.data.payments_waiting.in_analysis_cents)}
            />
          </Section>
        </SimpleGrid>
      )}
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {t.lastDays(TELEMETRY_DAYS)}
        </Title>
        {telemetry.isError ? (
          <ListError
            message="Ocorreu um erro ao buscar a telemetria!"
            onRetry={() => void telemetry.refetch()}
          />
        ) : telemetry.isPending ? (
          <ListLoader />
        ) : (
          <ScrollTable label="Telemetria por dia" minWidth={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Dia</Table.Th>
                <Table.Th scope="col">Pedidos criados</Table.Th>
                <Table.Th scope="col">Pagos</Table.Th>
                <Table.Th scope="col">Valor pago</Table.Th>
                <Table.Th scope="col">{t.conversion}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...telemetry.data]
                .reverse()
                .slice(0, TELEMETRY_DAYS)
                .map((day) => (
                  <Table.Tr key={day.date}>
                    <Table.Td>{formatDay(day.date)}</Table.Td>
                    <Table.Td>{day.orders_created}</Table.Td>
                    <Table.Td>{day.purchase}</Table.Td>
                    <Table.Td>{formatMoney(day.purchase_value)}</Table.Td>
                    <Table.Td>{day.conversion === null ? '—' : percent.format(day.conversion)}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Stack>
    </Stack>
  );
}
