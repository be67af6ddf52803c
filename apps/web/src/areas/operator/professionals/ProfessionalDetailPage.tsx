import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { formatPhone, formatProfessionalRating, maskCpf } from '@brilho/domain';
import { Anchor, Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { professionalDetailTexts as t } from '../../../words/operator/professional-detail';
import { type AccountActionSpec, AccountActions } from '../AccountActions';
import { ListError, ListLoader } from '../components';
import { formatDateTime } from '../orders/format';
import { operatorPath } from '../paths';
import {
  type OperatorProfessional,
  type ProfessionalAction,
  useProfessional,
  useProfessionalAction,
  useUpdateProfessional,
} from './api';
import { ProfessionalStatusBadge, RequestAgeBadge } from './badges';
import { CreatedNotice } from './CreatedNotice';
import { ProfessionalForm } from './ProfessionalForm';

// Refusing, blocking and suspending say why: the professional receives the reason by e-mail.
const ACTIONS: Record<ProfessionalAction, AccountActionSpec> = {
  validate: { label: 'Validar', done: 'Profissional validado!', color: 'teal.9', filled: true },
  refuse: {
    label: 'Recusar',
    done: 'Cadastro recusado.',
    color: 'gray.7',
    confirm: t.refuseConfirm,
    reason: true,
  },
  suspend: {
    label: 'Suspender',
    done: 'Profissional suspenso.',
    color: '#b34700',
    confirm: t.suspendConfirm,
    reason: true,
  },
  block: {
    label: 'Bloquear',
    done: 'Profissional bloqueado.',
    color: 'red.9',
    confirm: t.blockConfirm,
    reason: true,
  },
  reactivate: { label: 'Reativar', done: 'Profissional reativado.', color: 'violet.8', filled: true },
};

/** What can be done now, by the professional's state. */
export function actionsFor(p: Pick<OperatorProfessional, 'validation' | 'blocked_at' | 'suspended_at'>) {
  const list: ProfessionalAction[] = [];
  if (p.validation !== 'validated') list.push('validate');
  if (p.validation === 'registered') list.push('refuse');
  if (p.blocked_at || p.suspended_at) list.push('reactivate');
  if (!p.suspended_at && !p.blocked_at) list.push('suspend');
  if (!p.blocked_at) list.push('block');
  return list;
}

function Actions({ professional }: { professional: OperatorProfessional }) {
  const act = useProfessionalAction(professional.id);
  return (
    <AccountActions
      available={actionsFor(professional)}
      specs={ACTIONS}
      mutation={act}
      reasonDescription="A profissional recebe este motivo por e-mail."
      titleOf={(spec) => `${spec.label} profissional`}
      failure={(error) => (error instanceof ApiError ? error.message : t.actionFailed)}
    />
  );
}

function Summary({ professional: p }: { professional: OperatorProfessional }) {
  const items: [string, string][] = [
    ['E-mail', p.email],
    ['Celular', p.phone ? formatPhone(p.phone) : '—'],
    ['Cadastro', formatDateTime(p.created_at)],
    ['Validado em', formatDateTime(p.validated_at)],
    [t.rating, `${formatProfessionalRating(p.rating)} ★`],
    ['Limpezas feitas', String(p.completed_orders_count)],
    ['CPF', p.cpf ? maskCpf(p.cpf) : '—'],
    ['Chave Pix', p.pix_key ?? '—'],
    ...(p.refusal_reason ? ([['Motivo da recusa', p.refusal_reason]] as [string, string][]) : []),
  ];
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {items.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      {p.document_urls.length > 0 && (
        <Group gap="sm" mt="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Documentos
          </Text>
          {p.document_urls.map((url, index) => (
            <Button
              key={url}
              size="xs"
              variant="light"
              onClick={() =>
                // Loaded on the first click: the console's detail page stays within its budget.
                import('./documents')
                  .then((module) => module.openDocument(url))
                  .catch(() => notify({ type: 'error', message: t.documentFailed }))
              }
            >
              {`Documento ${index + 1}`}
            </Button>
          ))}
        </Group>
      )}
    </Paper>
  );
}

/** '/operador/profissionais/:id': the professional's state, actions and the edit form. */
export function ProfessionalDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const initialPassword =
    (location.state as { temporaryPassword?: string } | null)?.temporaryPassword ?? null;
  const [password, setPassword] = useState(initialPassword);
  const { data, isPending, isError, refetch } = useProfessional(id);
  const update = useUpdateProfessional(id);
  const name = data ? `${data.first_name} ${data.last_name}` : 'Profissional';
  usePageMeta({ title: `Operador - ${name}` });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={operatorPath('professionals')} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <ArrowLeftIcon size={16} />
          Voltar para profissionais
        </Group>
      </Anchor>
      {isError ? (
        <ListError message="Ocorreu um erro ao buscar o profissional!" onRetry={() => void refetch()} />
      ) : isPending ? (
        <ListLoader />
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="md">
            <Group gap="md" wrap="nowrap">
              <Avatar src={data.profile_picture} size={64} radius="xl" color="violet" alt="">
                {data.first_name[0]}
              </Avatar>
              <Stack gap={4}>
                <Title order={2} fz={{ base: 22, sm: 26 }}>
                  {name}
                </Title>
                <Group gap="xs">
                  <ProfessionalStatusBadge status={data.status} />
                  <RequestAgeBadge
                    hours={data.request_age_business_hours}
                    overdue={data.validation_overdue}
                  />
                </Group>
              </Stack>
            </Group>
            <Actions professional={data} />
          </Group>
          {password && <CreatedNotice password={password} onClose={() => setPassword(null)} />}
          <Summary professional={data} />
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Title order={3} fz={18} mb="md">
              Editar dados
            </Title>
            <ProfessionalForm
              key={data.id}
              professional={data}
              submitLabel={c.saveChanges}
              onSubmit={async ({ email: _email, ...values }) => {
                await update.mutateAsync(values);
                notify({ type: 'success', message: 'Dados do profissional salvos!' });
              }}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
