import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { messages } from '@brilho/domain';
import { cityAttributes } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { FormErrors, FormModal, ScreenHeader, usePageParam } from '../components';
import { useListState } from '../listParams';
import { operatorPath } from '../paths';
import { texts } from '../texts';
import { type City, useAllStates, useCitiesPage, useCreateCity, useUpdateCity } from './api';
import { CityStatusBadge } from './badges';
import { applyServerErrors } from './serverErrors';
import { placeTexts } from './texts';

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
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const { register, control, handleSubmit, setError, formState } = useForm<CityFormValues>({
    resolver: zodResolver(citySchema),
    defaultValues: {
      display_name: city?.display_name ?? '',
      code: city?.code ?? '',
      active: city?.active ?? true,
      state: city?.state?.id ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      if (city) await update.mutateAsync(values);
      else await create.mutateAsync(values);
      notify({ type: 'success', message: city ? placeTexts.cityUpdated : texts.cityCreated });
      onDone();
    } catch (error) {
      const other = applyServerErrors(error, setError, CITY_FIELDS);
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

  const stateOptions = (states.data ?? []).map((state) => ({
    value: state.id,
    label: `${state.display_name} (${state.code})`,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Todos os campos são obrigatórios.
        </Text>
        <TextInput
          label="Nome"
          placeholder="Curitiba"
          data-autofocus
          {...register('display_name')}
          error={formState.errors.display_name?.message}
        />
        <TextInput
          label="Código"
          placeholder="curitiba"
          description="Letras, números, hífen ou sublinhado"
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
              description="Desligue para uma cidade onde a Brilho não opera mais."
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        <FormErrors errors={otherErrors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} type="button">
            Cancelar
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {city ? 'Salvar alterações' : 'Cadastrar cidade'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Opens or closes a city. Closing asks first: a closed city's addresses show 'Não estamos operando mais nessa
 * cidade!' at once and take no bookings; reopening is immediate.
 */
export function CityActiveSwitch({ city }: { city: City }) {
  const update = useUpdateCity(city.id);
  const [confirming, setConfirming] = useState(false);
  const save = async (active: boolean) => {
    setConfirming(false);
    try {
      await update.mutateAsync({ active });
      notify({ type: 'success', message: active ? placeTexts.cityReopened : placeTexts.cityClosed });
    } catch (error) {
      notify({
        type: 'error',
        message: error instanceof ApiError ? error.message : messages.common.unexpected,
      });
    }
  };
  return (
    <>
      <Switch
        aria-label={`${city.display_name} ativa`}
        checked={update.isPending ? !city.active : city.active}
        disabled={update.isPending}
        onChange={(event) => {
          if (event.currentTarget.checked) void save(true);
          else setConfirming(true);
        }}
      />
      <FormModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={placeTexts.closeCityTitle(city.display_name)}
      >
        <Stack gap="md">
          <Text size="sm">{placeTexts.closeCityMessage}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Voltar
            </Button>
            <Button color="red.9" onClick={() => void save(false)}>
              {placeTexts.closeCityConfirm}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </>
  );
}

/** '/operador/cidades': the cities with their state and number of districts, by name, and a new-city form. */
export function CitiesPage() {
  usePageMeta({ title: 'Operador - Cidades' });
  const [page, setPage] = usePageParam();
  const [{ search, sort }, setListState] = useListState('display_name');
  const [opened, { open, close }] = useDisclosure(false);
  const [editing, setEditing] = useState<City | null>(null);
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
    { header: 'Código', sortKey: 'code', cell: (city) => city.code },
    {
      header: 'Estado',
      cell: (city) => (city.state ? `${city.state.display_name} (${city.state.code})` : '—'),
    },
    { header: 'Bairros', align: 'right', cell: (city) => city.districts?.length ?? 0 },
    {
      header: 'Situação',
      cell: (city) => (
        <Group gap="xs" wrap="nowrap">
          <CityActiveSwitch city={city} />
          <CityStatusBadge active={city.active} />
        </Group>
      ),
    },
    {
      header: 'Ações',
      hideHeader: true,
      align: 'right',
      cell: (city) => (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setEditing(city)}
          aria-label={`Editar ${city.display_name}`}
        >
          Editar
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Cidades"
        description="Escolha uma cidade para ver e cadastrar os seus bairros."
        action={<Button onClick={open}>Nova cidade</Button>}
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
        pager={{ label: 'Páginas de cidades', page, total: data?.pageCount ?? 1, onChange: setPage }}
        search={{
          label: 'Buscar cidades',
          placeholder: 'Nome ou código',
          value: search,
          onChange: (next) => setListState({ search: next }),
        }}
        sort={{ value: sort, onChange: (next) => setListState({ sort: next }) }}
      />
      <FormModal opened={opened} onClose={close} title="Nova cidade">
        <CityForm onDone={close} />
      </FormModal>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Editar ${editing.display_name}` : 'Editar cidade'}
      >
        {editing && <CityForm key={editing.id} city={editing} onDone={() => setEditing(null)} />}
      </FormModal>
    </Stack>
  );
}
