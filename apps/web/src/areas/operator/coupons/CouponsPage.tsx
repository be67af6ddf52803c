import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { formatMoney, saoPauloDate } from '@brilho/domain';
import { Button, Stack, Switch, Text } from '@mantine/core';
import { lazyDialog } from '../../../components/lazyDialog';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { couponsTexts as t } from '../../../words/operator/coupons';
import { useFilterParams } from '../ConsoleFilters';
import { useFormDialogs } from '../ConsoleForm';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { ConfirmAction } from '../orders/ConfirmAction';
import { formatDay, Tag } from '../orders/format';
import { COUPONS_LIST, type OperatorCoupon, useCoupons, useDisableCoupon } from './api';

// The new-coupon dialog and its form (the inputs' styles, the validation) load when it first opens: the list's first CSS
// was the console's largest (decision 0124).
const NewCouponDialog = lazyDialog(
  () => import('./CouponForm').then((m) => m.NewCouponDialog),
  (props) => props.dialogs.creating,
);

export function describeValue(coupon: Pick<OperatorCoupon, 'value_type' | 'value' | 'max_discount'>) {
  const base = coupon.value_type === 'PERCENTAGE' ? `${coupon.value}%` : formatMoney(coupon.value);
  return coupon.max_discount ? t.valueWithMax(base, formatMoney(coupon.max_discount)) : base;
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
      <NewCouponDialog dialogs={dialogs} />
    </Stack>
  );
}
