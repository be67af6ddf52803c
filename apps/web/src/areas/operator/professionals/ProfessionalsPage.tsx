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
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import {
  EmptyRow,
  FormModal,
  ListError,
  ListLoader,
  Pager,
  ScreenHeader,
  ScrollTable,
  usePageParam,
} from '../components';
import { operatorPath } from '../paths';
import {
  type OperatorProfessional,
  type ProfessionalListParams,
  useCreateProfessional,
  useProfessionals,
  useValidationQueue,
} from './api';
import { ProfessionalStatusBadge, RequestAgeBadge } from './badges';
import { formatDateTime } from './format';
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

function ProfessionalsList() {
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [validation, setValidation] = useState<ProfessionalListParams['validation']>('');
  const [standing, setStanding] = useState<ProfessionalListParams['standing']>('');
  const params = { page, search: debounced, validation, standing };
  const { data, isPending, isError, isPlaceholderData, refetch } = useProfessionals(params);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar"
          placeholder="Nome ou e-mail"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
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
      {isError ? (
        <ListError message={PROFESSIONAL_TEXTS.listFailed} onRetry={() => void refetch()} />
      ) : isPending ? (
        <ListLoader />
      ) : (
        <>
          <ScrollTable label="Profissionais" minWidth={720} busy={isPlaceholderData}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Profissional</Table.Th>
                <Table.Th scope="col">Bairros atendidos</Table.Th>
                <Table.Th scope="col">Situação</Table.Th>
                <Table.Th scope="col">Cadastro</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.length === 0 && <EmptyRow columns={4}>{PROFESSIONAL_TEXTS.empty}</EmptyRow>}
              {data.rows.map((professional) => (
                <Table.Tr key={professional.id}>
                  <Table.Td>
                    <NameCell professional={professional} />
                  </Table.Td>
                  <Table.Td>
                    <DistrictsSummary districts={professional.districts} />
                  </Table.Td>
                  <Table.Td>
                    <ProfessionalStatusBadge status={professional.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(professional.created_at)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
          <Pager label="Páginas de profissionais" page={page} total={data.pageCount} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

function ValidationQueue() {
  const [page, setPage] = usePageParam('fila');
  const { data, isPending, isError, isPlaceholderData, refetch } = useValidationQueue(page);
  if (isError) return <ListError message={PROFESSIONAL_TEXTS.listFailed} onRetry={() => void refetch()} />;
  if (isPending) return <ListLoader />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Cadastros mais antigos primeiro. O prazo de análise é de até 72 horas úteis.
      </Text>
      <ScrollTable label="Fila de validação" minWidth={640} busy={isPlaceholderData}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Profissional</Table.Th>
            <Table.Th scope="col">Pedido em</Table.Th>
            <Table.Th scope="col">Espera</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.length === 0 && <EmptyRow columns={3}>{PROFESSIONAL_TEXTS.queueEmpty}</EmptyRow>}
          {data.rows.map((professional) => (
            <Table.Tr key={professional.id}>
              <Table.Td>
                <NameCell professional={professional} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(professional.created_at)}</Table.Td>
              <Table.Td>
                <RequestAgeBadge
                  hours={professional.request_age_business_hours}
                  overdue={professional.validation_overdue}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      <Pager label="Páginas da fila" page={page} total={data.pageCount} onChange={setPage} />
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
