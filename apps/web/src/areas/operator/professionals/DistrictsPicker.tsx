import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { messages } from '@brilho/domain';
import { MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { professionalFormTexts as t } from '../../../words/operator/professional-form';
import { useAllCities, useCityDistricts } from '../places/api';
import type { OperatorProfessional } from './api';

/** Districts served: choose a city, tick its districts; choices in other cities stay. */
export function DistrictsPicker({
  value,
  onChange,
  known,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  known: OperatorProfessional['districts'];
}) {
  const cities = useAllCities();
  const [cityId, setCityId] = useState<string | null>(known[0]?.city_id ?? null);
  const chosenCity =
    cityId ?? cities.data?.find((c) => c.display_name === 'Curitiba')?.id ?? cities.data?.[0]?.id ?? '';
  const districts = useCityDistricts(chosenCity);
  const inCity = districts.data ?? [];
  const inCityIds = new Set(inCity.map((d) => d.id));
  const elsewhere = value.filter((id) => !inCityIds.has(id));
  const elsewhereNames = known
    .filter((d) => elsewhere.includes(d.id))
    .map((d) => `${d.display_name} (${d.city_name})`);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Cidade"
          placeholder={cities.isPending ? 'Carregando cidades…' : 'Escolha a cidade'}
          searchable
          data={(cities.data ?? []).map((c) => ({ value: c.id, label: c.display_name }))}
          value={chosenCity || null}
          onChange={(id) => setCityId(id)}
          allowDeselect={false}
          error={cities.isError ? messages.places.citiesFetchFailed : undefined}
        />
        <MultiSelect
          label="Bairros atendidos"
          placeholder={districts.isPending ? 'Carregando bairros…' : 'Escolha os bairros'}
          searchable
          data={inCity.map((d) => ({ value: d.id, label: d.display_name }))}
          value={value.filter((id) => inCityIds.has(id))}
          onChange={(ids) => onChange([...elsewhere, ...ids])}
          nothingFoundMessage="Nenhum bairro encontrado"
          error={districts.isError ? messages.places.districtsByCityFailed : undefined}
        />
      </SimpleGrid>
      {elsewhereNames.length > 0 && (
        <Text size="xs" c="dimmed">
          {t.alsoServes(elsewhereNames.join(', '))}
        </Text>
      )}
    </Stack>
  );
}
