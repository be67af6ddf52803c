import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Code,
  CopyButton,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { FormModal, ScreenHeader, usePageParam } from '../components';
import { useListState } from '../listParams';
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
import { ProfessionalForm } from './ProfessionalForm';

export const PROFESSIONAL_TEXTS = {
  listFailed: 'Ocorreu um erro ao listar os profissionais!',
  created: 'Profissional cadastrado! Ele aguarda validação.',
  empty: 'Nenhum profissional encontrado.',
  queueEmpty: 'Nenhum cadastro aguardando validação.',
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
    header: 'Situação',
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

function ProfessionalsList() {
  const [page, setPage] = usePageParam();
  const [{ search, sort }, setListState] = useListState('name');
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
        pager={{ label: 'Páginas de profissionais', page, total: data?.pageCount ?? 1, onChange: setPage }}
        search={{
          label: 'Buscar profissionais',
          placeholder: 'Nome ou e-mail',
          value: search,
          onChange: (next) => setListState({ search: next }),
        }}
        sort={{ value: sort, onChange: (next) => setListState({ sort: next }) }}
        exportCsv={{
          path: professionalsCsvPath({ search, validation, standing, sort }),
          fileName: 'profissionais.csv',
        }}
        filters={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Validação"
              data={[
                { value: '', label: 'Todas' },
                { value: 'registered', label: 'Aguardando validação' },
                { value: 'validated', label: 'Validados' },
                { value: 'refused', label: 'Recusados' },
              ]}
              value={validation}
              onChange={(value) => {
                setValidation((value ?? '') as ProfessionalListParams['validation']);
                setPage(1);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
            />
            <Select
              label="Situação"
              data={[
                { value: '', label: 'Todas' },
                { value: 'active', label: 'Ativos' },
                { value: 'suspended', label: 'Suspensos' },
                { value: 'blocked', label: 'Bloqueados' },
              ]}
              value={standing}
              onChange={(value) => {
                setStanding((value ?? '') as ProfessionalListParams['standing']);
                setPage(1);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
            />
          </Group>
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
        label="Fila de validação"
        columns={QUEUE_COLUMNS}
        rows={queue.data?.rows}
        rowKey={(professional) => professional.id}
        query={queue}
        errorMessage={PROFESSIONAL_TEXTS.listFailed}
        emptyMessage={PROFESSIONAL_TEXTS.queueEmpty}
        minWidth={640}
        pager={{ label: 'Páginas da fila', page, total: queue.data?.pageCount ?? 1, onChange: setPage }}
        summary={
          <Text size="sm" c="dimmed">
            Cadastros mais antigos primeiro. O prazo de análise é de até 72 horas úteis.
          </Text>
        }
      />
    </Stack>
  );
}

/** The one-time password, shown right after creating (on the detail page it leads to). */
export function CreatedNotice({ password, onClose }: { password: string; onClose: () => void }) {
  return (
    <Alert color="teal" variant="light" withCloseButton onClose={onClose} closeButtonLabel="Fechar aviso">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          Senha provisória
        </Text>
        <Text size="sm">Anote e entregue ao profissional: ela não será mostrada de novo.</Text>
        <Group gap="sm">
          <Code fz="md">{password}</Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button size="xs" variant="white" onClick={copy}>
                {copied ? 'Copiado!' : 'Copiar'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** '/operador/profissionais': every professional (search, filters, pages), the validation queue, and creation. */
export function ProfessionalsPage() {
  usePageMeta({ title: 'Operador - Profissionais' });
  const [opened, { open, close }] = useDisclosure(false);
  const [tab, setTab] = useState<string>('todos');
  const create = useCreateProfessional();
  const navigate = useNavigate();

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Profissionais"
        description="Cadastre, valide e acompanhe os profissionais."
        action={<Button onClick={open}>Novo profissional</Button>}
      />
      <SegmentedControl
        value={tab}
        onChange={setTab}
        data={[
          { value: 'todos', label: 'Todos' },
          { value: 'fila', label: 'Fila de validação' },
        ]}
        w="fit-content"
        aria-label="Visão"
      />
      {tab === 'fila' ? <ValidationQueue /> : <ProfessionalsList />}
      <FormModal opened={opened} onClose={close} title="Novo profissional" size="xl">
        <ProfessionalForm
          submitLabel="Cadastrar profissional"
          onCancel={close}
          onSubmit={async ({ districtIds, ...values }) => {
            const created = await create.mutateAsync({ ...values, districtIds });
            notify({ type: 'success', message: PROFESSIONAL_TEXTS.created });
            close();
            navigate(operatorPath('professional', { id: created.professional.id }), {
              state: { temporaryPassword: created.temporaryPassword },
            });
          }}
        />
      </FormModal>
    </Stack>
  );
}
