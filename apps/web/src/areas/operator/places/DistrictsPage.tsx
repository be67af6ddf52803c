import { formatMoney, messages } from '@brilho/domain';
import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { usePageMeta } from '../../../lib/page-meta';
import { EmptyRow, FormModal, ListError, ListLoader, ScreenHeader, ScrollTable } from '../components';
import { operatorPath } from '../paths';
import { type City, type District, useAllCities, useCityDistricts } from './api';
import { CityStatusBadge, DistrictStatusBadge } from './badges';
import { DistrictForm } from './DistrictForm';
import { formatStarRange } from './format';

const cityLabel = (city: City) =>
  city.state ? `${city.display_name} (${city.state.code})` : city.display_name;

/** Picks a city and opens its districts. */
function CityPicker({ value, label = 'Cidade' }: { value?: string; label?: string }) {
  const navigate = useNavigate();
  const cities = useAllCities();
  return (
    <Select
      label={label}
      placeholder={cities.isPending ? 'Carregando cidades…' : 'Escolha a cidade'}
      searchable
      nothingFoundMessage="Nenhuma cidade encontrada"
      data={(cities.data ?? []).map((city) => ({ value: city.id, label: cityLabel(city) }))}
      disabled={cities.isPending}
      value={value ?? null}
      allowDeselect={false}
      onChange={(id) => {
        if (id && id !== value) navigate(operatorPath('city', { id }));
      }}
      error={cities.isError ? messages.places.citiesFetchFailed : undefined}
      maw={{ sm: 360 }}
    />
  );
}

/** '/operador/bairros': choose a city, then its districts open. */
export function DistrictsChooserPage() {
  usePageMeta({ title: 'Operador - Bairros' });
  return (
    <Stack gap="lg">
      <ScreenHeader title="Bairros" description="Escolha uma cidade para ver e cadastrar os seus bairros." />
      <CityPicker />
    </Stack>
  );
}

function DistrictRow({ district }: { district: District }) {
  const pricing = district.pricing;
  return (
    <Table.Tr>
      <Table.Td fw={600}>{district.display_name}</Table.Td>
      <Table.Td>{district.code}</Table.Td>
      <Table.Td>
        <DistrictStatusBadge active={district.active} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatStarRange(district.rating)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(pricing?.price)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(pricing?.price_per_hour)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(pricing?.fee)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(pricing?.fee_per_hour)}
      </Table.Td>
    </Table.Tr>
  );
}

/** '/operador/cidades/:id': a city's districts with rating and pricing, and the new-district form. */
export function CityDistrictsPage() {
  const { id = '' } = useParams();
  const cities = useAllCities();
  const city = cities.data?.find((item) => item.id === id);
  const title = city ? `Bairros de ${city.display_name}` : 'Bairros da cidade';
  usePageMeta({ title: `Operador - ${title}` });
  const [opened, { open, close }] = useDisclosure(false);
  const { data, isPending, isError, refetch } = useCityDistricts(id);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={operatorPath('cities')} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <ArrowLeftIcon size={16} />
          Voltar para cidades
        </Group>
      </Anchor>
      <ScreenHeader
        title={title}
        description={
          city ? (
            <Group gap="xs" component="span">
              <Text component="span">{city.state?.display_name}</Text>
              <CityStatusBadge active={city.active} />
            </Group>
          ) : undefined
        }
        action={<Button onClick={open}>Novo bairro</Button>}
      />
      <CityPicker value={id} label="Trocar de cidade" />
      {isError ? (
        <ListError message={messages.places.districtsByCityFailed} onRetry={() => void refetch()} />
      ) : isPending ? (
        <ListLoader />
      ) : (
        <ScrollTable label={title} minWidth={860}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nome</Table.Th>
              <Table.Th scope="col">Código</Table.Th>
              <Table.Th scope="col">Situação</Table.Th>
              <Table.Th scope="col">Nota (estrelas)</Table.Th>
              <Table.Th scope="col" ta="right">
                Preço
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Preço por hora
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Taxa
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Taxa por hora
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.length === 0 && <EmptyRow columns={8}>Nenhum bairro cadastrado nesta cidade.</EmptyRow>}
            {data.map((district) => (
              <DistrictRow key={district.id} district={district} />
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      <FormModal
        opened={opened}
        onClose={close}
        title={city ? `Novo bairro em ${city.display_name}` : 'Novo bairro'}
        size="lg"
      >
        <DistrictForm cityId={id} onDone={close} />
      </FormModal>
    </Stack>
  );
}
