import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { formatMoney, saoPauloDate } from '@brilho/domain';
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
import { Controller } from 'react-hook-form';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { couponsTexts as t } from '../../../words/operator/coupons';
import { useFilterParams } from '../ConsoleFilters';
import { ConsoleForm, FormDialogs, useConsoleForm, useFormDialogs } from '../ConsoleForm';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { ConfirmAction } from '../orders/ConfirmAction';
import { formatDay, Tag } from '../orders/format';
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
  return coupon.max_discount ? t.valueWithMax(base, formatMoney(coupon.max_discount)) : base;
}

export function CouponForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCoupon();
  const districts = useDistrictOptions(true);
  const form = useConsoleForm<CouponFormValues>({
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
    fields: FIELDS,
    save: (values) => create.mutateAsync(values),
    success: 'Cupom criado.',
    onDone,
    // The errors on the fields and above the buttons say it all: no toast.
    invalid: null,
  });
  const { register, control, watch } = form;
  const percent = watch('value_type') === 'PERCENTAGE';
  const errors = form.formState.errors;
  return (
    <ConsoleForm form={form} onCancel={onDone} submitLabel="Criar cupom">
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
          label={t.maxDiscount}
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
          label={t.validFrom}
          type="date"
          {...register('valid_from')}
          error={errors.valid_from?.message}
        />
        <TextInput
          label={t.validUntil}
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
                {t.weekdays.map((label, index) => (
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
        <Checkbox label={t.combinable} {...register('combinable')} />
      </Group>
    </ConsoleForm>
  );
}

function restrictionsOf(coupon: OperatorCoupon): string {
  const parts: string[] = [];
  if (coupon.weekdays?.length) parts.push(coupon.weekdays.map((day) => t.weekdays[day - 1]).join(', '));
  if (coupon.valid_from && coupon.valid_until)
    parts.push(`de ${formatDay(coupon.valid_from)} a ${formatDay(coupon.valid_until)}`);
  else if (coupon.valid_from) parts.push(`a partir de ${formatDay(coupon.valid_from)}`);
  else if (coupon.valid_until) parts.push(t.until(formatDay(coupon.valid_until)));
  if (coupon.districts.length) parts.push(coupon.districts.map((d) => d.name).join(', '));
  if (coupon.first_purchase_only) parts.push('primeira compra');
  if (!coupon.combinable) parts.push(t.notCombinable);
  return parts.join(' · ') || t.noRestrictions;
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
  const [params, setFilter] = useFilterParams();
  const status = params.get('situacao') ?? '';
  const [page, setPage] = usePageParam();
  const dialogs = useFormDialogs<never>();
  const listState = useListState(COUPONS_LIST.sort);
  const list = useCoupons(
    status === 'ativos' ? 'active' : status === 'desativados' ? 'disabled' : '',
    page,
    listState[0],
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
      header: t.restrictions,
      wide: true,
      cell: (coupon) => (
        <Text size="sm" c="dimmed">
          {restrictionsOf(coupon)}
        </Text>
      ),
    },
    { header: c.status, cell: (coupon) => <CouponState coupon={coupon} /> },
    {
      header: c.actions,
      hideHeader: true,
      cell: (coupon) =>
        !coupon.disabled_at && (
          <ConfirmAction
            label="Desativar"
            title={`Desativar ${coupon.name}`}
            message={t.deactivateMessage}
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
        action={<Button onClick={dialogs.create}>Novo cupom</Button>}
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
        pager={{ label: t.pages, page, total: data?.pageCount ?? 1, onChange: setPage }}
        {...searchAndSort(listState, { label: 'Buscar cupons', placeholder: 'Nome do cupom' })}
        filters={
          <Switch
            label={t.onlyActive}
            checked={status === 'ativos'}
            onChange={(event) => setFilter('situacao', event.currentTarget.checked ? 'ativos' : '')}
          />
        }
      />
      <FormDialogs
        dialogs={dialogs}
        createTitle="Novo cupom"
        size="lg"
        form={(_, done) => <CouponForm onDone={done} />}
      />
    </Stack>
  );
}
