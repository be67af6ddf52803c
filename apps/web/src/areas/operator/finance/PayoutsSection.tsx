import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { formatMoney } from '@brilho/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiError, apiDocument, apiRequest } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { texts as c } from '../../../words/operator';
import { payoutsTexts as t } from '../../../words/operator/finance';
import { FormModal, ScrollTable } from '../components';
import { operatorPath } from '../paths';

export interface Payout {
  id: string;
  batch_id: string;
  professional_id: string;
  professional_name: string | null;
  amount: number;
  pix_key: string | null;
  status: 'proposed' | 'approved' | 'paid' | 'failed';
  failure_reason: string | null;
}

const PAYOUT_LABEL: Record<Payout['status'], string> = {
  proposed: 'Proposto',
  approved: 'Aprovado',
  paid: 'Pago',
  failed: 'Falhou',
};

/** A link to a person's console page, by name (the id's start when the name is unknown). */
export function PersonLink({
  kind,
  id,
  name,
}: {
  kind: 'professional' | 'customer';
  id: string | null;
  name: string | null;
}) {
  if (!id) return null;
  return (
    <Anchor component={Link} to={operatorPath(kind, { id })}>
      {name ?? id.slice(0, 8)}
    </Anchor>
  );
}

/**
 * Marking an approved payout as failed: a confirmation that asks why (the reason is kept with the payout and
 * in the audit log); the money returns to the professional's payables.
 */
function FailPayout({ payout, onDone }: { payout: Payout; onDone: () => Promise<unknown> }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = payout.professional_name ?? 'a profissional';
  const fail = useMutation({
    mutationFn: () =>
      apiRequest(`/operator/payouts/${encodeURIComponent(payout.id)}/failed`, {
        method: 'POST',
        body: { data: { attributes: { reason: reason.trim() } } },
      }),
  });
  const close = () => {
    if (fail.isPending) return;
    setOpened(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    if (!reason.trim()) {
      setError('Informe o motivo da falha.');
      return;
    }
    try {
      await fail.mutateAsync();
      setOpened(false);
      setReason('');
      notify({
        type: 'success',
        message: 'Repasse marcado como falho. O valor voltou aos ganhos a repassar.',
      });
      await onDone();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Ocorreu um erro inesperado, tente novamente.');
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="default"
        c="red.9"
        aria-label={`Marcar falha no repasse de ${name}`}
        onClick={() => setOpened(true)}
      >
        Marcar falha
      </Button>
      <FormModal opened={opened} onClose={close} title="Marcar repasse como falho">
        <Stack gap="md">
          <Text size="sm">{t.failureMessage(formatMoney(payout.amount), name)}</Text>
          <Textarea
            label="Motivo"
            description={t.failureHint}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            required
            rows={3}
          />
          {error && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={fail.isPending}>
              Voltar
            </Button>
            <Button color="red.9" onClick={confirm} loading={fail.isPending}>
              Confirmar falha
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </>
  );
}

/** 'Repasses': the weekly run's payouts, approved by batch, then marked paid or failed one by one. */
export function PayoutsSection() {
  const client = useQueryClient();
  const payouts = useQuery({
    queryKey: ['operator', 'payouts'],
    queryFn: async () => (await apiDocument<Payout[]>('/operator/payouts')).data,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['operator'] });
  const act = useMutation({
    mutationFn: (path: string) => apiRequest(path, { method: 'POST', body: { data: { attributes: {} } } }),
    onSettled: refresh,
  });
  const batches = [
    ...new Set((payouts.data ?? []).filter((p) => p.status === 'proposed').map((p) => p.batch_id)),
  ];

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Repasses">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz={18}>
            Repasses
          </Title>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              loading={act.isPending}
              onClick={() => act.mutate('/operator/payouts/run')}
            >
              Preparar repasses
            </Button>
            {batches.map((batch) => (
              <Button
                key={batch}
                size="xs"
                loading={act.isPending}
                onClick={() => act.mutate(`/operator/payout-batches/${batch}/approve`)}
              >
                Aprovar lote
              </Button>
            ))}
          </Group>
        </Group>
        {payouts.data && payouts.data.length === 0 && (
          <Text c="dimmed" size="sm">
            Nenhum repasse ainda.
          </Text>
        )}
        {payouts.data && payouts.data.length > 0 && (
          <ScrollTable label={t.label} minWidth={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Profissional</Table.Th>
                <Table.Th>Chave Pix</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
                <Table.Th>{c.status}</Table.Th>
                <Table.Th>{t.action}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.data.map((payout) => (
                <Table.Tr key={payout.id}>
                  <Table.Td>
                    <PersonLink
                      kind="professional"
                      id={payout.professional_id}
                      name={payout.professional_name}
                    />
                  </Table.Td>
                  <Table.Td>{payout.pix_key}</Table.Td>
                  <Table.Td ta="right">{formatMoney(payout.amount)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray" c="dark">
                      {PAYOUT_LABEL[payout.status]}
                    </Badge>
                    {payout.status === 'failed' && payout.failure_reason && (
                      <Text size="xs" c="dimmed">
                        {payout.failure_reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {payout.status === 'approved' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => act.mutate(`/operator/payouts/${payout.id}/paid`)}
                        >
                          Marcar pago
                        </Button>
                        <FailPayout payout={payout} onDone={refresh} />
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}
