import { messages } from '@brilho/domain';
import { stateAttributes } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { FormErrors, FormModal, ScreenHeader, usePageParam } from '../components';
import { useListState } from '../listParams';
import { texts } from '../texts';
import { type State, useCreateState, useStatesPage, useUpdateState } from './api';
import { applyServerErrors } from './serverErrors';
import { placeTexts } from './texts';

type StateFormValues = z.input<typeof stateAttributes>;
const STATE_FIELDS = ['display_name', 'code'] as const;

/** The new-state form, or the edit form of `state` (rename, recode). */
export function StateForm({ state, onDone }: { state?: State; onDone: () => void }) {
  const create = useCreateState();
  const update = useUpdateState(state?.id ?? '');
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<StateFormValues>({
    resolver: zodResolver(stateAttributes),
    defaultValues: { display_name: state?.display_name ?? '', code: state?.code ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      if (state) await update.mutateAsync(values);
      else await create.mutateAsync(values);
      notify({ type: 'success', message: state ? placeTexts.stateUpdated : texts.stateCreated });
      onDone();
    } catch (error) {
      const other = applyServerErrors(error, setError, STATE_FIELDS);
      if (other === null) {
        notify({
          type: 'error',
          message: error instanceof ApiError ? error.message : messages.common.unexpected,
        });
        return;
      }
      setOtherErrors(other);
      notify({ type: 'error', message: messages.places.validationCheckData });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Todos os campos são obrigatórios.
        </Text>
        <TextInput
          label="Nome"
          placeholder="Paraná"
          data-autofocus
          {...register('display_name')}
          error={formState.errors.display_name?.message}
        />
        <TextInput
          label="Sigla"
          placeholder="PR"
          description="Letras, números, hífen ou sublinhado"
          {...register('code')}
          error={formState.errors.code?.message}
        />
        <FormErrors errors={otherErrors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} type="button">
            Cancelar
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {state ? 'Salvar alterações' : 'Cadastrar estado'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** '/operador/estados': the states, 25 a page, and the new-state form. */
export function StatesPage() {
  usePageMeta({ title: 'Operador - Estados' });
  const [page, setPage] = usePageParam();
  const [opened, { open, close }] = useDisclosure(false);
  const [editing, setEditing] = useState<State | null>(null);
  const [listState, setListState] = useListState('display_name');
  const list = useStatesPage(page, listState);
  const { data } = list;
  const columns: ConsoleColumn<State>[] = [
    { header: 'Nome', sortKey: 'display_name', primary: true, fw: 600, cell: (state) => state.display_name },
    { header: 'Sigla', sortKey: 'code', cell: (state) => state.code },
    { header: 'País', cell: (state) => state.country?.display_name ?? state.country?.code ?? '—' },
    {
      header: 'Ações',
      hideHeader: true,
      align: 'right',
      cell: (state) => (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setEditing(state)}
          aria-label={`Editar ${state.display_name}`}
        >
          Editar
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Estados"
        description="Os estados onde a Brilho pode operar."
        action={<Button onClick={open}>Novo estado</Button>}
      />
      <ConsoleList
        label="Estados"
        columns={columns}
        rows={data?.rows}
        rowKey={(state) => state.id}
        query={list}
        errorMessage={messages.places.statesListFailed}
        emptyMessage="Nenhum estado cadastrado."
        minWidth={420}
        pager={{ label: 'Páginas de estados', page, total: data?.pageCount ?? 1, onChange: setPage }}
        search={{
          label: 'Buscar estados',
          placeholder: 'Nome ou sigla',
          value: listState.search,
          onChange: (search) => setListState({ search }),
        }}
        sort={{ value: listState.sort, onChange: (sort) => setListState({ sort }) }}
      />
      <FormModal opened={opened} onClose={close} title="Novo estado">
        <StateForm onDone={close} />
      </FormModal>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Editar ${editing.display_name}` : 'Editar estado'}
      >
        {editing && <StateForm key={editing.id} state={editing} onDone={() => setEditing(null)} />}
      </FormModal>
    </Stack>
  );
}
