import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Anchor, Avatar, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { lazyDialog } from '../../../components/lazyDialog';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { professionalsTexts as t } from '../../../words/operator/professionals';
import { FilterBar, FilterSelect } from '../ConsoleFilters';
import { useFormDialogs } from '../ConsoleForm';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { formatDateTime } from '../orders/format';
import { operatorPath } from '../paths';
import {
  type OperatorProfessional,
  type ProfessionalListParams,
  professionalsCsvPath,
  useCreateProfessional,
  useProfessionals,
  useValidationQueue,
} from './api';
import { ProfessionalStatusBadge, RequestAgeBadge } from './badges';

// The new-professional dialog and its form (the inputs' styles, the validation) load when it first opens: the list's
// first CSS was the console's largest (decision 0124).
const NewProfessionalDialog = lazyDialog(
  () => import('./ProfessionalForm').then((m) => m.NewProfessionalDialog),
  (props) => props.dialogs.creating,
);

export const PROFESSIONAL_TEXTS = {
  listFailed: 'Ocorreu um erro ao listar os profissionais!',
  created: t.created,
  empty: 'Nenhum profissional encontrado.',
  queueEmpty: t.queueEmpty,
} as const;

function NameCell({ professional }: { professional: OperatorProfessional }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={professional.profile_picture} radius="xl" size={36} color="violet" alt="">
        {professional.first_name[0]}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={operatorPath('professional', { id: professional.id })} fw={600}>
          {professional.first_name} {professional.last_name}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {professional.email}
        </Text>
      </Stack>
    </Group>
  );
}

/** 'Batel, Centro e mais 4' (the full list in the title); 'Nenhum bairro' when none. */
export function districtsSummary(districts: OperatorProfessional['districts']): string {
  if (districts.length === 0) return 'Nenhum bairro';
  const names = districts.map((d) => d.display_name);
  if (names.length <= 2) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} e mais ${names.length - 2}`;
}

function DistrictsSummary({ districts }: { districts: OperatorProfessional['districts'] }) {
  return (
    <Text
      size="sm"
      c={districts.length === 0 ? 'dimmed' : undefined}
      title={districts.map((d) => d.display_name).join(', ') || undefined}
    >
      {districtsSummary(districts)}
    </Text>
  );
}

const LIST_COLUMNS: ConsoleColumn<OperatorProfessional>[] = [
  {
    header: 'Profissional',
    sortKey: 'name',
    primary: true,
    cell: (professional) => <NameCell professional={professional} />,
  },
  {
    header: 'Bairros atendidos',
    wide: true,
    cell: (professional) => <DistrictsSummary districts={professional.districts} />,
  },
  {
    header: c.status,
    cell: (professional) => <ProfessionalStatusBadge status={professional.status} />,
  },
  {
    header: 'Cadastro',
    sortKey: 'created_at',
    nowrap: true,
    cell: (professional) => formatDateTime(professional.created_at),
  },
];

const QUEUE_COLUMNS: ConsoleColumn<OperatorProfessional>[] = [
  {
    header: 'Profissional',
    primary: true,
    cell: (professional) => <NameCell professional={professional} />,
  },
  { header: 'Pedido em', nowrap: true, cell: (professional) => formatDateTime(professional.created_at) },
  {
    header: 'Espera',
    cell: (professional) => (
      <RequestAgeBadge
        hours={professional.request_age_business_hours}
        overdue={professional.validation_overdue}
      />
    ),
  },
];

const VALIDATION_OPTIONS: { value: ProfessionalListParams['validation']; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: 'registered', label: t.waitingValidation },
  { value: 'validated', label: 'Validados' },
  { value: 'refused', label: 'Recusados' },
];

const STANDING_OPTIONS: { value: ProfessionalListParams['standing']; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: 'active', label: 'Ativos' },
  { value: 'suspended', label: 'Suspensos' },
  { value: 'blocked', label: 'Bloqueados' },
];

function ProfessionalsList() {
  const [page, setPage] = usePageParam();
  const listState = useListState('name');
  const [{ search, sort }] = listState;
  const [validation, setValidation] = useState<ProfessionalListParams['validation']>('');
  const [standing, setStanding] = useState<ProfessionalListParams['standing']>('');
  const params = { page, search, validation, standing, sort };
  const list = useProfessionals(params);
  const { data } = list;

  return (
    <Stack gap="md">
      <ConsoleList
        label="Profissionais"
        columns={LIST_COLUMNS}
        rows={data?.rows}
        rowKey={(professional) => professional.id}
        query={list}
        errorMessage={PROFESSIONAL_TEXTS.listFailed}
        emptyMessage={PROFESSIONAL_TEXTS.empty}
        minWidth={720}
        pager={{ label: t.pages, page, total: data?.pageCount ?? 1, onChange: setPage }}
        {...searchAndSort(listState, { label: 'Buscar profissionais', placeholder: 'Nome ou e-mail' })}
        exportCsv={{
          path: professionalsCsvPath({ search, validation, standing, sort }),
          fileName: 'profissionais.csv',
        }}
        filters={
          <FilterBar>
            <FilterSelect
              label={t.validation}
              data={VALIDATION_OPTIONS}
              value={validation}
              onChange={(value) => {
                setValidation(value);
                setPage(1);
              }}
              width={200}
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
          </FilterBar>
        }
      />
    </Stack>
  );
}

function ValidationQueue() {
  const [page, setPage] = usePageParam('fila');
  const queue = useValidationQueue(page);
  return (
    <Stack gap="md">
      <ConsoleList
        label={t.queue}
        columns={QUEUE_COLUMNS}
        rows={queue.data?.rows}
        rowKey={(professional) => professional.id}
        query={queue}
        errorMessage={PROFESSIONAL_TEXTS.listFailed}
        emptyMessage={PROFESSIONAL_TEXTS.queueEmpty}
        minWidth={640}
        pager={{ label: t.queuePages, page, total: queue.data?.pageCount ?? 1, onChange: setPage }}
        summary={
          <Text size="sm" c="dimmed">
            {t.queueHint}
          </Text>
        }
      />
    </Stack>
  );
}

/** '/operador/profissionais': every professional (search, filters, pages), the validation queue, and creation. */
export function ProfessionalsPage() {
  usePageMeta({ title: 'Operador - Profissionais' });
  const dialogs = useFormDialogs<never>();
  const [tab, setTab] = useState<string>('todos');
  const create = useCreateProfessional();
  const navigate = useNavigate();

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Profissionais"
        description="Cadastre, valide e acompanhe os profissionais."
        action={<Button onClick={dialogs.create}>Novo profissional</Button>}
      />
      <SegmentedControl
        value={tab}
        onChange={setTab}
        data={[
          { value: 'todos', label: 'Todos' },
          { value: 'fila', label: t.queue },
        ]}
        w="fit-content"
        aria-label={t.view}
      />
      {tab === 'fila' ? <ValidationQueue /> : <ProfessionalsList />}
      <NewProfessionalDialog
        dialogs={dialogs}
        onSubmit={async ({ districtIds, ...values }, done) => {
          const created = await create.mutateAsync({ ...values, districtIds });
          notify({ type: 'success', message: PROFESSIONAL_TEXTS.created });
          done();
          navigate(operatorPath('professional', { id: created.professional.id }), {
            state: { temporaryPassword: created.temporaryPassword },
          });
        }}
      />
    </Stack>
  );
}
