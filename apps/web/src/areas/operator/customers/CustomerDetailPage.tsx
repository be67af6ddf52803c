import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { formatMoney, formatPhone, messages } from '@brilho/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { customerDetailTexts as t } from '../../../words/operator/customers';
import { type AccountActionSpec, AccountActions } from '../AccountActions';
import { ListError, ListLoader, ScrollTable } from '../components';
import { formatDateTime, OrderStatusBadge } from '../orders/format';
import { operatorPath } from '../paths';
import { KIND_LABELS } from '../tickets/api';
import { type CustomerAction, type CustomerDetail, useCustomer, useCustomerAction } from './api';
import { CustomerStandingBadge } from './badges';
import { customerName, formatDocument } from './CustomersPage';

// Blocking and suspending say why: the customer receives the reason by e-mail.
export const CUSTOMER_ACTIONS: Record<CustomerAction, AccountActionSpec> = {
  suspend: {
    label: 'Suspender',
    done: 'Conta suspensa.',
    color: '#b34700',
    title: 'Suspender a conta?',
    confirm: t.suspendMessage,
    reason: true,
  },
  block: {
    label: 'Bloquear',
    done: 'Conta bloqueada.',
    color: 'red.9',
    title: 'Bloquear a conta?',
    confirm: t.blockMessage,
    reason: true,
  },
  reactivate: { label: 'Reativar', done: 'Conta reativada.', color: 'violet.8', filled: true },
  anonymize: {
    label: 'Excluir dados',
    done: 'Dados pessoais removidos.',
    color: 'red.9',
    title: 'Excluir os dados pessoais?',
    confirm: t.eraseMessage,
  },
};

export function customerActionsFor(c: Pick<CustomerDetail, 'standing'>): CustomerAction[] {
  if (c.standing === 'anonymized') return [];
  const list: CustomerAction[] = [];
  if (c.standing !== 'active') list.push('reactivate');
  if (c.standing === 'active') list.push('suspend');
  if (c.standing !== 'blocked') list.push('block');
  list.push('anonymize');
  return list;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz={18} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The account's actions. Those that change what the customer can do ask first, in a dialog that stays open
 * (busy) while the call runs and shows a refusal in place; reactivating needs no confirmation.
 */
export function CustomerActions({ customer }: { customer: CustomerDetail }) {
  const act = useCustomerAction(customer.id);
  const available = customerActionsFor(customer);
  if (available.length === 0) return null;
  return (
    <AccountActions
      available={available}
      specs={CUSTOMER_ACTIONS}
      mutation={act}
      reasonDescription="O cliente recebe este motivo por e-mail."
      waitInDialog
    />
  );
}

/** '/operador/clientes/:id': the customer's data, addresses, orders, wallet and tickets, and the actions. */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, refetch } = useCustomer(id);
  usePageMeta({ title: `Operador - ${data ? customerName(data) : 'Cliente'}` });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={operatorPath('customers')} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <ArrowLeftIcon size={16} />
          Voltar para clientes
        </Group>
      </Anchor>
      {isError ? (
        <ListError message={messages.places.customerFetchFailed} onRetry={() => void refetch()} />
      ) : isPending ? (
        <ListLoader />
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4}>
              <Title order={2} fz={{ base: 22, sm: 26 }}>
                {customerName(data)}
              </Title>
              <Group gap="xs">
                <CustomerStandingBadge standing={data.standing} />
                <Badge variant="light" color="gray" c="gray.9">
                  {data.accountable_type === 'Legal' ? 'empresa' : t.individual}
                </Badge>
              </Group>
            </Stack>
            <CustomerActions customer={data} />
          </Group>

          <Section title="Dados">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <Field label="E-mail" value={data.email} />
              <Field
                label={data.accountable_type === 'Legal' ? 'CNPJ' : 'CPF'}
                value={formatDocument(data.document)}
              />
              <Field label="Nome" value={`${data.first_name} ${data.last_name}`} />
              <Field
                label="Telefones"
                value={data.phones.length > 0 ? data.phones.map((p) => formatPhone(p)).join(', ') : '—'}
              />
              <Field
                label="Cidade"
                value={
                  data.profile?.city_name
                    ? `${data.profile.city_name} - ${data.profile.state_name ?? ''}`
                    : '—'
                }
              />
              <Field label="Saldo" value={formatMoney(data.wallet_balance ?? 0)} />
              <Field label="Cadastro" value={formatDateTime(data.created_at)} />
            </SimpleGrid>
          </Section>

          <Section title={t.addresses}>
            {data.addresses.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t.noAddresses}
              </Text>
            ) : (
              <Stack gap="xs">
                {data.addresses.map((address) => (
                  <Group key={address.id} justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={0}>
                      <Text fw={600} size="sm">
                        {address.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {address.street}, {address.street_number}
                        {address.complement ? ` - ${address.complement}` : ''} · {address.district_name},{' '}
                        {address.city_name}
                      </Text>
                    </Stack>
                    <Group gap={4}>
                      {!address.city_active && (
                        <Badge color="gray.7" variant="filled">
                          cidade encerrada
                        </Badge>
                      )}
                      {address.deleted && (
                        <Badge color="gray" variant="light" c="gray.9">
                          {t.deleted}
                        </Badge>
                      )}
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Section>

          <Section title="Pedidos">
            {data.orders.length === 0 ? (
              <Text c="dimmed" size="sm">
                Nenhum pedido.
              </Text>
            ) : (
              <ScrollTable label="Pedidos do cliente" minWidth={620}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Data</Table.Th>
                    <Table.Th scope="col">Profissional</Table.Th>
                    <Table.Th scope="col">{c.status}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Total
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.orders.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Anchor component={Link} to={operatorPath('order', { id: order.id })}>
                          {formatDateTime(order.starts_at)} · {order.duration_hours} h
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{order.professional_name ?? '—'}</Table.Td>
                      <Table.Td>
                        <OrderStatusBadge status={order.status} />
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(order.total)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </ScrollTable>
            )}
          </Section>

          <Section title="Chamados">
            {data.tickets.length === 0 ? (
              <Text c="dimmed" size="sm">
                Nenhum chamado.
              </Text>
            ) : (
              <Stack gap="xs">
                {data.tickets.map((ticket) => (
                  <Group key={ticket.id} justify="space-between">
                    <Anchor component={Link} to={operatorPath('ticket', { id: ticket.id })} size="sm">
                      {KIND_LABELS[ticket.kind] ?? ticket.kind} · {formatDateTime(ticket.created_at)}
                    </Anchor>
                    <Badge variant="light" color={ticket.status === 'open' ? 'violet' : 'gray'} c="gray.9">
                      {ticket.status === 'open' ? 'aberto' : 'resolvido'}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}
