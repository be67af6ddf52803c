import '@mantine/core/styles/Combobox.layer.css';
import { formatMoney, messages } from '@brilho/domain';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { placeTexts } from '../../../words/operator/places';
import { ActiveSwitch } from '../ActiveSwitch';
import { editColumn, FormDialogs, useFormDialogs } from '../ConsoleForm';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { localList, searchAndSort, useListState } from '../listParams';
import { operatorPath } from '../paths';
import { type City, type District, useAllCities, useCityDistricts, useUpdateDistrict } from './api';
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

function DistrictActiveSwitch({ district, cityId }: { district: District; cityId: string }) {
  const update = useUpdateDistrict(cityId, district.id);
  return (
    <ActiveSwitch
      label={`${district.display_name} ativo`}
      active={district.active}
      mutation={update}
      activated={placeTexts.districtActivated}
      deactivated={placeTexts.districtDeactivated}
    />
  );
}

const PRICES = [
  [c.price, 'price'],
  [c.pricePerHour, 'price_per_hour'],
  ['Taxa', 'fee'],
  ['Taxa por hora', 'fee_per_hour'],
] as const;

/** '/operador/cidades/:id': a city's districts with rating and pricing, and the new-district form. */
export function CityDistrictsPage() {
  const { id = '' } = useParams();
  const cities = useAllCities();
  const city = cities.data?.find((item) => item.id === id);
  const title = city ? `Bairros de ${city.display_name}` : 'Bairros da cidade';
  usePageMeta({ title: `Operador - ${title}` });
  const dialogs = useFormDialogs<District>();
  const list = useCityDistricts(id);
  const [page, setPage] = usePageParam();
  const listState = useListState('display_name');
  const shown = localList(list.data, listState[0], {
    texts: (district) => [district.display_name, district.code],
    sorts: {
      display_name: (district) => district.display_name,
      code: (district) => district.code,
    },
    page,
    // A city's districts on one page, as the API's district searches answer them (DISTRICT_PAGE_SIZE).
    size: 100,
  });
  const columns: ConsoleColumn<District>[] = [
    {
      header: 'Nome',
      sortKey: 'display_name',
      primary: true,
      fw: 600,
      cell: (district) => district.display_name,
    },
    { header: c.code, sortKey: 'code', cell: (district) => district.code },
    {
      header: c.status,
      cell: (district) => (
        <Group gap="xs" wrap="nowrap">
          <DistrictActiveSwitch district={district} cityId={id} />
          <DistrictStatusBadge active={district.active} />
        </Group>
      ),
    },
    { header: 'Nota (estrelas)', nowrap: true, cell: (district) => formatStarRange(district.rating) },
    ...PRICES.map(
      ([header, key]): ConsoleColumn<District> => ({
        header,
        align: 'right',
        nowrap: true,
        cell: (district) => formatMoney(district.pricing?.[key]),
      }),
    ),
    editColumn((district) => district.display_name, dialogs.edit),
  ];

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
        action={<Button onClick={dialogs.create}>Novo bairro</Button>}
      />
      <ConsoleList
        label={title}
        columns={columns}
        rows={shown.rows}
        rowKey={(district) => district.id}
        query={list}
        errorMessage={messages.places.districtsByCityFailed}
        emptyMessage="Nenhum bairro cadastrado nesta cidade."
        minWidth={940}
        filters={<CityPicker value={id} label="Trocar de cidade" />}
        {...searchAndSort(listState, { label: 'Buscar bairros', placeholder: c.nameOrCode })}
        pager={{ label: placeTexts.districtsPages, page, total: shown.pageCount, onChange: setPage }}
      />
      <FormDialogs
        dialogs={dialogs}
        createTitle={city ? `Novo bairro em ${city.display_name}` : 'Novo bairro'}
        edit={{
          nameOf: (district) => district.display_name,
          keyOf: (district) => district.id,
          title: 'Editar bairro',
        }}
        size="lg"
        form={(district, done) => <DistrictForm cityId={id} district={district} onDone={done} />}
      />
    </Stack>
  );
}
