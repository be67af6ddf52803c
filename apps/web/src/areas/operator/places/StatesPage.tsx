import { messages } from '@brilho/domain';
import { stateAttributes } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { usePageMeta } from '../../../lib/page-meta';
import { placeTexts } from '../../../words/operator/places';
import { ConsoleForm, editColumn, FormDialogs, useConsoleForm, useFormDialogs } from '../ConsoleForm';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { texts } from '../texts';
import { type State, useCreateState, useStatesPage, useUpdateState } from './api';

type StateFormValues = z.input<typeof stateAttributes>;
const STATE_FIELDS = ['display_name', 'code'] as const;

/** The new-state form, or the edit form of `state` (rename, recode). */
export function StateForm({ state, onDone }: { state?: State; onDone: () => void }) {
  const create = useCreateState();
  const update = useUpdateState(state?.id ?? '');
  const form = useConsoleForm<StateFormValues>({
    resolver: zodResolver(stateAttributes),
    defaultValues: { display_name: state?.display_name ?? '', code: state?.code ?? '' },
    fields: STATE_FIELDS,
    save: (values) => (state ? update.mutateAsync(values) : create.mutateAsync(values)),
    success: state ? placeTexts.stateUpdated : texts.stateCreated,
    onDone,
  });
  const { errors } = form.formState;

  return (
    <ConsoleForm
      form={form}
      allRequired
      onCancel={onDone}
      submitLabel={state ? texts.saveChanges : 'Cadastrar estado'}
    >
      <TextInput
        label="Nome"
        placeholder={placeTexts.stateExample}
        data-autofocus
        {...form.register('display_name')}
        error={errors.display_name?.message}
      />
      <TextInput
        label="Sigla"
        placeholder="PR"
        description={texts.codeHint}
        {...form.register('code')}
        error={errors.code?.message}
      />
    </ConsoleForm>
  );
}

/** '/operador/estados': the states, 25 a page, and the new-state form. */
export function StatesPage() {
  usePageMeta({ title: 'Operador - Estados' });
  const [page, setPage] = usePageParam();
  const dialogs = useFormDialogs<State>();
  const listState = useListState('display_name');
  const list = useStatesPage(page, listState[0]);
  const { data } = list;
  const columns: ConsoleColumn<State>[] = [
    { header: 'Nome', sortKey: 'display_name', primary: true, fw: 600, cell: (state) => state.display_name },
    { header: 'Sigla', sortKey: 'code', cell: (state) => state.code },
    {
      header: placeTexts.country,
      cell: (state) => state.country?.display_name ?? state.country?.code ?? '—',
    },
    editColumn((state) => state.display_name, dialogs.edit),
  ];

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Estados"
        description="Os estados onde a Brilho pode operar."
        action={<Button onClick={dialogs.create}>Novo estado</Button>}
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
        pager={{ label: placeTexts.statesPages, page, total: data?.pageCount ?? 1, onChange: setPage }}
        {...searchAndSort(listState, { label: 'Buscar estados', placeholder: 'Nome ou sigla' })}
      />
      <FormDialogs
        dialogs={dialogs}
        createTitle="Novo estado"
        edit={{ nameOf: (state) => state.display_name, keyOf: (state) => state.id, title: 'Editar estado' }}
        form={(state, done) => <StateForm state={state} onDone={done} />}
      />
    </Stack>
  );
}
