import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { maskCnpj, maskCpf, messages } from '@brilho/domain';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { customersTexts as t } from '../../../words/operator/customers';
import { FilterBar, FilterSelect } from '../ConsoleFilters';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { formatDateTime } from '../orders/format';
import { operatorPath } from '../paths';
import { type CustomerListParams, type CustomerRow, customersCsvPath, useCustomers } from './api';
import { CustomerStandingBadge } from './badges';

/** CPF or CNPJ with its mask; placeholders of removed accounts as they are. */
export function formatDocument(document: string | null): string {
  if (!document) return '—';
  if (/^\d{11}$/.test(document)) return maskCpf(document);
  if (/^\d{14}$/.test(document)) return maskCnpj(document);
  return document;
}

export const customerName = (
  c: Pick<CustomerRow, 'first_name' | 'last_name' | 'company_name' | 'accountable_type'>,
) => (c.accountable_type === 'Legal' && c.company_name ? c.company_name : `${c.first_name} ${c.last_name}`);

const COLUMNS: ConsoleColumn<CustomerRow>[] = [
  {
    header: 'Cliente',
    sortKey: 'name',
    primary: true,
    cell: (customer) => (
      <Stack gap={0}>
        <Anchor component={Link} to={operatorPath('customer', { id: customer.id })} fw={600}>
          {customerName(customer)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {customer.email}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Tipo',
    cell: (customer) => (
      <Badge variant="light" color="gray" c="gray.9">
        {customer.accountable_type === 'Legal' ? 'empresa' : t.individual}
      </Badge>
    ),
  },
  { header: 'Documento', nowrap: true, cell: (customer) => formatDocument(customer.document) },
  { header: c.status, cell: (customer) => <CustomerStandingBadge standing={customer.standing} /> },
  {
    header: 'Cadastro',
    sortKey: 'created_at',
    nowrap: true,
    cell: (customer) => formatDateTime(customer.created_at),
  },
  {
    header: t.lastActivity,
    sortKey: 'last_active_at',
    nowrap: true,
    cell: (customer) => formatDateTime(customer.last_active_at),
  },
];

const TYPE_OPTIONS: { value: CustomerListParams['type']; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'physical', label: t.individualFilter },
  { value: 'legal', label: 'Empresa' },
];

const STANDING_OPTIONS: { value: CustomerListParams['standing']; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: 'active', label: 'Ativas' },
  { value: 'suspended', label: 'Suspensas' },
  { value: 'blocked', label: 'Bloqueadas' },
  { value: 'anonymized', label: 'Removidas' },
];

const ACTIVITY_OPTIONS = [
  { value: '', label: 'Todas' },
  { value: 'inactive', label: t.inactiveFilter },
] as const;

/** '/operador/clientes': physicals and legals, with search, filters and pages. */
export function CustomersPage() {
  usePageMeta({ title: 'Operador - Clientes' });
  const [page, setPage] = usePageParam();
  const listState = useListState('-created_at');
  const [{ search, sort }] = listState;
  const [type, setType] = useState<CustomerListParams['type']>('');
  const [standing, setStanding] = useState<CustomerListParams['standing']>('');
  const [inactive, setInactive] = useState(false);
  const list = useCustomers({ page, search, type, standing, inactive, sort });
  const { data } = list;

  return (
    <Stack gap="lg">
      <ScreenHeader title="Clientes" description={t.description} />
      <ConsoleList
        label="Clientes"
        columns={COLUMNS}
        rows={data?.rows}
        rowKey={(customer) => customer.id}
        query={list}
        errorMessage={messages.places.customersListFailed}
        emptyMessage="Nenhum cliente encontrado."
        minWidth={760}
        pager={{ label: t.pages, page, total: data?.pageCount ?? 1, onChange: setPage }}
        {...searchAndSort(listState, { label: 'Buscar clientes', placeholder: 'Nome, e-mail, CPF ou CNPJ' })}
        exportCsv={{
          path: customersCsvPath({ search, type, standing, inactive, sort }),
          fileName: 'clientes.csv',
        }}
        filters={
          <FilterBar>
            <FilterSelect
              label="Tipo"
              data={TYPE_OPTIONS}
              value={type}
              onChange={(value) => {
                setType(value);
                setPage(1);
              }}
              width={180}
            />
            <FilterSelect
              label={c.status}
              data={STANDING_OPTIONS}
              value={standing}
              onChange={(value) => {
                setStanding(value);
                setPage(1);
              }}
              width={180}
            />
            <FilterSelect
              label="Atividade"
              description={t.inactiveHint}
              data={ACTIVITY_OPTIONS}
              value={inactive ? 'inactive' : ''}
              onChange={(value) => {
                setInactive(value === 'inactive');
                setPage(1);
              }}
              width={240}
            />
          </FilterBar>
        }
      />
    </Stack>
  );
}
