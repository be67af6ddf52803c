import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { AlertIcon } from '../../../components/icons';
import { freeProfessionalsTexts as t } from '../../../words/operator/tickets';
import { Tag } from '../orders/format';
import type { FreeProfessional } from './api';

export const nameOfFree = (p: FreeProfessional) => `${p.first_name} ${p.last_name}`.trim();

/**
 * Who is free for the slot being approved (the availability search), the customer's wish first: each row says
 * whether the customer asked for them, whether they have the cleaning now, and whether they are free. Only the
 * free ones the customer's choice allows (`selectable`) can be chosen.
 */
export function FreeProfessionals({
  rows,
  loading,
  failed,
  value,
  onChoose,
  selectable,
}: {
  rows: FreeProfessional[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChoose: (professional: FreeProfessional) => void;
  selectable: (professional: FreeProfessional) => boolean;
}) {
  const askedNotFree = (rows ?? []).filter((p) => p.is_asked && !p.is_free);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={600} size="sm" id="free-professionals-title">
          {t.title}
        </Text>
        {loading && <Loader size="xs" aria-label="Buscando profissionais livres" />}
      </Group>
      {failed && (
        <Text size="sm" c="red.8">
          {t.loadFailed}
        </Text>
      )}
      {askedNotFree.length > 0 && (
        <Alert color="orange" variant="light" icon={<AlertIcon />}>
          {askedNotFree.length === 1
            ? t.askedNotFree(nameOfFree(askedNotFree[0]!))
            : t.askedNotFreeMany(askedNotFree.map(nameOfFree).join(', '))}
        </Alert>
      )}
      {rows && rows.length === 0 && !loading && (
        <Text size="sm" c="dimmed">
          {t.none}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <Stack gap={6} component="ul" aria-labelledby="free-professionals-title" p={0} m={0}>
          {rows.map((p) => {
            const chosen = value === p.id;
            return (
              <Group
                key={p.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                style={{ listStyle: 'none' }}
              >
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {nameOfFree(p)}
                  </Text>
                  <Group gap={4}>
                    {p.is_asked && <Tag color="violet">Pedida pelo cliente</Tag>}
                    {p.is_current && <Tag color="blue">Atual</Tag>}
                    {p.is_free ? <Tag color="teal">Livre</Tag> : <Tag color="red">Ocupada</Tag>}
                  </Group>
                </Stack>
                <Button
                  size="xs"
                  variant={chosen ? 'filled' : 'light'}
                  aria-pressed={chosen}
                  aria-label={`Escolher ${nameOfFree(p)}`}
                  disabled={!p.is_free || !selectable(p)}
                  onClick={() => onChoose(p)}
                >
                  {chosen ? 'Escolhida' : 'Escolher'}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
