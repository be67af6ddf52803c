import { formatMoney, messages } from '@brilho/domain';
import { Anchor, Button, Group, Select, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { EmptyRow, FormModal, ListError, ListLoader, ScreenHeader, ScrollTable } from '../components';
import { operatorPath } from '../paths';
import { type City, type District, useAllCities, useCityDistricts, useUpdateDistrict } from './api';
import { CityStatusBadge, DistrictStatusBadge } from './badges';
import { DistrictForm } from './DistrictForm';
import { formatStarRange } from './format';
import { placeTexts } from './texts';

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
    <Switch
      aria-label={`${district.display_name} ativo`}
      checked={update.isPending ? !district.active : district.active}
      disabled={update.isPending}
      onChange={async (event) => {
        const active = event.currentTarget.checked;
        try {
          await update.mutateAsync({ active });
          notify({
            type: 'success',
            message: active ? placeTexts.districtActivated : placeTexts.districtDeactivated,
          });
        } catch (error) {
          notify({
            type: 'error',
            message: error instanceof ApiError ? error.message : messages.common.unexpected,
          });
        }
      }}
    />
  );
}

function DistrictRow({
  district,
  cityId,
  onEdit,
}: {
  district: District;
  cityId: string;
  onEdit: (district: District) => void;
}) {
  const pricing = district.pricing;
  return (
    <Table.Tr>
      <Table.Td fw={600}>{district.display_name}</Table.Td>
      <Table.Td>{district.code}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <DistrictActiveSwitch district={district} cityId={cityId} />
          <DistrictStatusBadge active={district.active} />
        </Group>
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
      <Table.Td ta="right">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => onEdit(district)}
          aria-label={`Editar ${district.display_name}`}
        >
          Editar
        </Button>
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
  const [editing, setEditing] = useState<District | null>(null);
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
        <ScrollTable label={title} minWidth={940}>
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
              <Table.Th scope="col" pos="relative">
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.length === 0 && <EmptyRow columns={9}>Nenhum bairro cadastrado nesta cidade.</EmptyRow>}
            {data.map((district) => (
              <DistrictRow key={district.id} district={district} cityId={id} onEdit={setEditing} />
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
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Editar ${editing.display_name}` : 'Editar bairro'}
        size="lg"
      >
        {editing && (
          <DistrictForm key={editing.id} cityId={id} district={editing} onDone={() => setEditing(null)} />
        )}
      </FormModal>
    </Stack>
  );
}
