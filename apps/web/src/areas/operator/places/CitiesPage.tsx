import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { messages } from '@brilho/domain';
import { cityAttributes } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { usePageMeta } from '../../../lib/page-meta';
import { placeTexts } from '../../../words/operator/places';
import { ActiveSwitch } from '../ActiveSwitch';
import { ConsoleForm, editColumn, FormDialogs, useConsoleForm, useFormDialogs } from '../ConsoleForm';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { operatorPath } from '../paths';
import { texts } from '../texts';
import { type City, useAllStates, useCitiesPage, useCreateCity, useUpdateCity } from './api';
import { CityStatusBadge } from './badges';

const citySchema = cityAttributes.extend({
  active: z.boolean(),
  state: z.string({ error: messages.common.required }).min(1, messages.common.required),
});
type CityFormValues = z.input<typeof citySchema>;
const CITY_FIELDS = ['display_name', 'code', 'state'] as const;

/** The new-city form, or the edit form of `city` (name, code, state, open or closed). */
export function CityForm({ city, onDone }: { city?: City; onDone: () => void }) {
  const create = useCreateCity();
  const update = useUpdateCity(city?.id ?? '');
  const states = useAllStates();
  const form = useConsoleForm<CityFormValues>({
    resolver: zodResolver(citySchema),
    defaultValues: {
      display_name: city?.display_name ?? '',
      code: city?.code ?? '',
      active: city?.active ?? true,
      state: city?.state?.id ?? '',
    },
    fields: CITY_FIELDS,
    save: (values) => (city ? update.mutateAsync(values) : create.mutateAsync(values)),
    success: city ? placeTexts.cityUpdated : texts.cityCreated,
    onDone,
  });
  const { register, control, formState } = form;

  const stateOptions = (states.data ?? []).map((state) => ({
    value: state.id,
    label: `${state.display_name} (${state.code})`,
  }));

  return (
    <ConsoleForm
      form={form}
      allRequired
      onCancel={onDone}
      submitLabel={city ? texts.saveChanges : 'Cadastrar cidade'}
    >
      <TextInput
        label="Nome"
        placeholder="Curitiba"
        data-autofocus
        {...register('display_name')}
        error={formState.errors.display_name?.message}
      />
      <TextInput
        label={texts.code}
        placeholder="curitiba"
        description={texts.codeHint}
        {...register('code')}
        error={formState.errors.code?.message}
      />
      <Controller
        control={control}
        name="state"
        render={({ field, fieldState }) => (
          <Select
            label="Estado"
            placeholder={states.isPending ? 'Carregando estados…' : 'Escolha o estado'}
            searchable
            nothingFoundMessage="Nenhum estado encontrado"
            data={stateOptions}
            disabled={states.isPending}
            ref={field.ref}
            name={field.name}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={states.isError ? messages.places.allStatesListFailed : fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Switch
            label="Cidade ativa"
            description={placeTexts.cityActiveHint}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
          />
        )}
      />
    </ConsoleForm>
  );
}

/**
 * Opens or closes a city. Closing asks first: a closed city's addresses show 'Não estamos operando mais nessa
 * cidade!' at once and take no bookings; reopening is immediate.
 */
export function CityActiveSwitch({ city }: { city: City }) {
  const update = useUpdateCity(city.id);
  return (
    <ActiveSwitch
      label={`${city.display_name} ativa`}
      active={city.active}
      mutation={update}
      activated={placeTexts.cityReopened}
      deactivated={placeTexts.cityClosed}
      confirmOff={{
        title: placeTexts.closeCityTitle(city.display_name),
        text: placeTexts.closeCityMessage,
        confirmLabel: placeTexts.closeCityConfirm,
      }}
    />
  );
}

/** '/operador/cidades': the cities with their state and number of districts, by name, and a new-city form. */
export function CitiesPage() {
  usePageMeta({ title: 'Operador - Cidades' });
  const [page, setPage] = usePageParam();
  const listState = useListState('display_name');
  const [{ search, sort }] = listState;
  const dialogs = useFormDialogs<City>();
  const list = useCitiesPage(page, sort, search);
  const { data } = list;
  const columns: ConsoleColumn<City>[] = [
    {
      header: 'Nome',
      sortKey: 'display_name',
      primary: true,
      fw: 600,
      cell: (city) => (
        <Anchor component={Link} to={operatorPath('city', { id: city.id })} fw={600}>
          {city.display_name}
        </Anchor>
      ),
    },
    { header: texts.code, sortKey: 'code', cell: (city) => city.code },
    {
      header: 'Estado',
      cell: (city) => (city.state ? `${city.state.display_name} (${city.state.code})` : '—'),
    },
    { header: 'Bairros', align: 'right', cell: (city) => city.districts?.length ?? 0 },
    {
      header: texts.status,
      cell: (city) => (
        <Group gap="xs" wrap="nowrap">
          <CityActiveSwitch city={city} />
          <CityStatusBadge active={city.active} />
        </Group>
      ),
    },
    editColumn((city) => city.display_name, dialogs.edit),
  ];

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Cidades"
        description="Escolha uma cidade para ver e cadastrar os seus bairros."
        action={<Button onClick={dialogs.create}>Nova cidade</Button>}
      />
      <ConsoleList
        label="Cidades"
        columns={columns}
        rows={data?.rows}
        rowKey={(city) => city.id}
        query={list}
        errorMessage={messages.places.citiesListFailed}
        emptyMessage="Nenhuma cidade cadastrada."
        minWidth={720}
        pager={{ label: placeTexts.citiesPages, page, total: data?.pageCount ?? 1, onChange: setPage }}
        {...searchAndSort(listState, { label: 'Buscar cidades', placeholder: texts.nameOrCode })}
      />
      <FormDialogs
        dialogs={dialogs}
        createTitle="Nova cidade"
        edit={{ nameOf: (city) => city.display_name, keyOf: (city) => city.id, title: 'Editar cidade' }}
        form={(city, done) => <CityForm city={city} onDone={done} />}
      />
    </Stack>
  );
}
