import '@mantine/core/styles/Radio.layer.css';
import { messages } from '@brilho/domain';
import { Alert, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type District, useDistrictSearch } from '../../../entities/address/api';
import { StepActions, type StepProps } from './common';

const MIN_SEARCH = 3;

/** Step 2: the district, searched by name among the active districts of the city found in step 1. */
export function DistrictStep({ data, serverErrors, onNext, onBack }: StepProps) {
  const city = data.cityRecord;
  const [search, setSearch] = useState(
    data.districtSearch || data.district?.display_name || data.districtHint,
  );
  const [touched, setTouched] = useState(false);
  const [selected, setSelected] = useState<District | null>(data.district);
  const [missing, setMissing] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const results = useDistrictSearch(city?.id, debounced);
  const found = results.data ?? [];
  // The chosen district stays listed while another search runs.
  const listed = selected && !found.some((d) => d.id === selected.id) ? [selected, ...found] : found;
  const searchError =
    touched && search.trim().length < MIN_SEARCH ? messages.places.districtSearchMin : undefined;
  const choiceError = missing ? messages.places.noDistrictSelected : serverErrors.district;
  const cityLabel = city ? `${city.display_name}${city.state?.code ? `/${city.state.code}` : ''}` : data.city;

  const next = () => {
    if (!selected) {
      setMissing(true);
      return;
    }
    onNext({ district: selected, districtSearch: search });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">
          Cidade: <b>{cityLabel}</b>
        </Text>
        <TextInput
          label="Buscar bairro"
          description="Digite ao menos 3 letras do nome do bairro"
          autoComplete="off"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={searchError}
          rightSection={results.isFetching ? <Loader size="xs" aria-label="Buscando bairros" /> : null}
        />
        {results.isError && (
          <Alert color="red" variant="light">
            {messages.places.districtsByNameFailed}
          </Alert>
        )}
        {results.isSuccess && !results.isFetching && found.length === 0 && debounced.length >= MIN_SEARCH && (
          <Alert color="orange" variant="light" title={messages.places.districtNotFound(debounced)}>
            {messages.places.districtNotServed}
          </Alert>
        )}
        {listed.length > 0 && (
          <Radio.Group
            label="Selecione o bairro"
            value={selected?.id ?? null}
            onChange={(id) => {
              setSelected(listed.find((d) => d.id === id) ?? null);
              setMissing(false);
            }}
          >
            <Stack gap="xs" mt="xs">
              {listed.map((district) => (
                <Radio key={district.id} value={district.id} label={district.display_name} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {choiceError && (
          <Group gap="xs">
            <Text size="sm" c="red.9" fw={600} role="alert">
              {choiceError}
            </Text>
          </Group>
        )}
      </Stack>
      <StepActions
        onBack={() => onBack({ district: selected, districtSearch: search })}
        nextLabel="continuar"
      />
    </form>
  );
}
