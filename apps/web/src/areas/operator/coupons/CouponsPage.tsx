import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { formatMoney, messages, saoPauloDate } from '@brilho/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { FormErrors, FormModal, ScreenHeader, usePageParam } from '../components';
import { useListState } from '../listParams';
import { ConfirmAction } from '../orders/ConfirmAction';
import { formatDay, Tag } from '../orders/format';
import { applyServerErrors } from '../places/serverErrors';
import {
  COUPONS_LIST,
  type CouponForm as CouponFormValues,
  couponFormSchema,
  type OperatorCoupon,
  useCoupons,
  useCreateCoupon,
  useDisableCoupon,
  useDistrictOptions,
} from './api';

const WEEKDAYS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'];
const FIELDS = [
  'name',
  'value',
  'max_discount',
  'max_uses',
  'valid_from',
  'valid_until',
  'district_ids',
] as const;

export function describeValue(coupon: Pick<OperatorCoupon, 'value_type' | 'value' | 'max_discount'>) {
  const base = coupon.value_type === 'PERCENTAGE' ? `${coupon.value}%` : formatMoney(coupon.value);
  return coupon.max_discount ? `${base} (máx. ${formatMoney(coupon.max_discount)})` : base;
}

export function CouponForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCoupon();
  const districts = useDistrictOptions(true);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const { register, handleSubmit, control, watch, setError, formState } = useForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: {
      name: '',
      value_type: 'PERCENTAGE',
      value: '',
      max_discount: '',
      max_uses: '',
      valid_from: '',
      valid_until: '',
      weekdays: [],
      district_ids: [],
      first_purchase_only: false,
      combinable: true,
    },
  });
  const percent = watch('value_type') === 'PERCENTAGE';
  const submit = handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      await create.mutateAsync(values);
      notify({ type: 'success', message: 'Cupom criado.' });
      onDone();
    } catch (error) {
      const other = applyServerErrors(error, setError, FIELDS);
      if (other === null) {
        notify({
          type: 'error',
          message: error instanceof ApiError ? error.message : messages.common.unexpected,
        });
        return;
      }
      setOtherErrors(other);
    }
  });
  const errors = formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nome"
          placeholder="VERAO15"
          data-autofocus
          {...register('name')}
          error={errors.name?.message}
        />
        <Controller
          control={control}
          name="value_type"
          render={({ field }) => (
            <Stack gap={4}>
              <Input.Label labelElement="div" id="coupon-type-label">
                Tipo de desconto
              </Input.Label>
              <SegmentedControl
                aria-labelledby="coupon-type-label"
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'PERCENTAGE', label: 'Porcentagem' },
                  { value: 'VALUE', label: 'Valor (R$)' },
                ]}
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label={percent ? 'Desconto (%)' : 'Desconto (R$)'}
            placeholder={percent ? '10' : '20,00'}
            inputMode="decimal"
            {...register('value')}
            error={errors.value?.message}
          />
          <TextInput
            label="Desconto máximo (R$)"
            placeholder="opcional"
            inputMode="decimal"
            {...register('max_discount')}
            error={errors.max_discount?.message}
          />
          <TextInput
            label="Limite de usos"
            placeholder="sem limite"
            inputMode="numeric"
            {...register('max_uses')}
            error={errors.max_uses?.message}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Válido de"
            type="date"
            {...register('valid_from')}
            error={errors.valid_from?.message}
          />
          <TextInput
            label="Válido até"
            type="date"
            {...register('valid_until')}
            error={errors.valid_until?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => (
            <Stack gap={4}>
              <Input.Label labelElement="div" id="coupon-weekdays-label">
                Dias da semana da limpeza (nenhum: todos)
              </Input.Label>
              <Chip.Group multiple value={field.value} onChange={field.onChange}>
                <Group gap={6} role="group" aria-labelledby="coupon-weekdays-label">
                  {WEEKDAYS.map((label, index) => (
                    <Chip key={label} value={String(index + 1)} size="sm">
                      {label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          )}
        />
        <Controller
          control={control}
          name="district_ids"
          render={({ field }) => (
            <MultiSelect
              label="Bairros (nenhum: todos)"
              placeholder={districts.isPending ? 'Carregando bairros...' : 'Escolha os bairros'}
              data={districts.data ?? []}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              error={errors.district_ids?.message}
            />
          )}
        />
        <Group gap="lg">
          <Checkbox label="Somente primeira compra" {...register('first_purchase_only')} />
          <Checkbox label="Acumulável com outros cupons" {...register('combinable')} />
        </Group>
        <FormErrors errors={otherErrors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} type="button">
            Cancelar
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Criar cupom
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function restrictionsOf(coupon: OperatorCoupon): string {
  const parts: string[] = [];
  if (coupon.weekdays?.length) parts.push(coupon.weekdays.map((day) => WEEKDAYS[day - 1]).join(', '));
  if (coupon.valid_from && coupon.valid_until)
    parts.push(`de ${formatDay(coupon.valid_from)} a ${formatDay(coupon.valid_until)}`);
  else if (coupon.valid_from) parts.push(`a partir de ${formatDay(coupon.valid_from)}`);
  else if (coupon.valid_until) parts.push(`até ${formatDay(coupon.valid_until)}`);
  if (coupon.districts.length) parts.push(coupon.districts.map((d) => d.name).join(', '));
  if (coupon.first_purchase_only) parts.push('primeira compra');
  if (!coupon.combinable) parts.push('não acumulável');
  return parts.join(' · ') || 'Sem restrições';
}

/** São Paulo's calendar day, 'YYYY-MM-DD'. */
const today = () => saoPauloDate(new Date());

/** Disabled by an operator, past its last valid day, not yet valid, or active. */
function CouponState({ coupon }: { coupon: OperatorCoupon }) {
  if (coupon.disabled_at) return <Tag color="gray">Desativado</Tag>;
  if (coupon.valid_until && coupon.valid_until < today()) return <Tag color="orange">Expirado</Tag>;
  if (coupon.valid_from && coupon.valid_from > today()) return <Tag color="blue">Agendado</Tag>;
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return <Tag color="orange">Esgotado</Tag>;
  return <Tag color="green">Ativo</Tag>;
}

/** '/operador/cupons': the promo codes, their uses and restrictions; create and disable. */
export function CouponsPage() {
  usePageMeta({ title: 'Operador - Cupons' });
  const [params, setParams] = useSearchParams();
  const status = params.get('situacao') ?? '';
  const [page, setPage] = usePageParam();
  const [opened, { open, close }] = useDisclosure(false);
  const [listState, setListState] = useListState(COUPONS_LIST.sort);
  const list = useCoupons(
    status === 'ativos' ? 'active' : status === 'desativados' ? 'disabled' : '',
    page,
    listState,
  );
  const { data } = list;
  const disable = useDisableCoupon();
  const columns: ConsoleColumn<OperatorCoupon>[] = [
    { header: 'Nome', sortKey: 'name', primary: true, fw: 700, cell: (coupon) => coupon.name },
    { header: 'Desconto', sortKey: 'value', cell: describeValue },
    {
      header: 'Usos',
      cell: (coupon) => (
        <>
          {coupon.uses}
          {coupon.max_uses ? ` / ${coupon.max_uses}` : ''}
        </>
      ),
    },
    {
      header: 'Restrições',
      wide: true,
      cell: (coupon) => (
        <Text size="sm" c="dimmed">
          {restrictionsOf(coupon)}
        </Text>
      ),
    },
    { header: 'Situação', cell: (coupon) => <CouponState coupon={coupon} /> },
    {
      header: 'Ações',
      hideHeader: true,
      cell: (coupon) =>
        !coupon.disabled_at && (
          <ConfirmAction
            label="Desativar"
            title={`Desativar ${coupon.name}`}
            message="O cupom deixa de valer em novos pedidos. Pedidos que já o usam não mudam."
            confirmLabel="Desativar cupom"
            color="red"
            variant="default"
            onConfirm={async () => {
              await disable.mutateAsync(coupon.id);
              notify({ type: 'success', message: 'Cupom desativado.' });
            }}
          />
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Cupons"
        description="Cupons de desconto: criar e desativar."
        action={<Button onClick={open}>Novo cupom</Button>}
      />
      <ConsoleList
        label="Cupons"
        columns={columns}
        rows={data?.rows}
        rowKey={(coupon) => coupon.id}
        query={list}
        errorMessage="Ocorreu um erro ao listar os cupons!"
        emptyMessage="Nenhum cupom cadastrado."
        minWidth={820}
        pager={{ label: 'Páginas de cupons', page, total: data?.pageCount ?? 1, onChange: setPage }}
        search={{
          label: 'Buscar cupons',
          placeholder: 'Nome do cupom',
          value: listState.search,
          onChange: (search) => setListState({ search }),
        }}
        sort={{ value: listState.sort, onChange: (sort) => setListState({ sort }) }}
        filters={
          <Switch
            label="Mostrar só os ativos"
            checked={status === 'ativos'}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.delete('pagina');
                if (checked) next.set('situacao', 'ativos');
                else next.delete('situacao');
                return next;
              });
            }}
          />
        }
      />
      <FormModal opened={opened} onClose={close} title="Novo cupom" size="lg">
        <CouponForm onDone={close} />
      </FormModal>
    </Stack>
  );
}
