import '@mantine/core/styles/Skeleton.layer.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { LazyModal } from '../../components/LazyModal';
import { OrderCard } from '../../components/order/OrderCard';
import ordersClasses from '../../components/order/orders.module.css';
import type { Order } from '../../entities/order/api';
import { dayLabel, durationLabel, professionalFirstName } from '../../entities/order/model';
import { pathTo } from '../../lib/paths';
import { useServerNow } from '../../lib/useServerNow';
import { texts } from '../../words/dashboard';
import { CycleCard } from './CycleCard';
import {
  creditOrders,
  firstOfList,
  type PendingItem,
  pendingPaymentOrders,
  pendingPayments,
} from './sections';
import { useDashboardSections } from './useDashboardSections';
import { useLiveOrders } from './useLiveOrders';

const CancellationModal = lazy(() => import('../../components/order/cancellation/CancellationModal'));

function CardList({ orders, now }: { orders: Order[]; now: Date }) {
  return (
    <div className={ordersClasses.grid}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} now={now} />
      ))}
    </div>
  );
}

/** A titled list of cards: the first 2 and 'Ver todos' opening the whole list when there are more. */
function Section({
  title,
  orders,
  total,
  now,
  limited = true,
  children,
}: {
  title: string;
  orders: Order[];
  total?: number;
  now: Date;
  limited?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const { shown, more } = limited ? firstOfList(orders, total) : { shown: orders, more: false };
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {more && (
          <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
            {texts.seeAll}
          </Button>
        )}
      </Group>
      {children ?? <CardList orders={shown} now={now} />}
      <LazyModal
        opened={all}
        onClose={() => setAll(false)}
        title={title}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <CardList orders={orders} now={now} />
      </LazyModal>
    </Stack>
  );
}

function PendingList({ items, now }: { items: PendingItem[]; now: Date }) {
  return (
    <div className={ordersClasses.grid}>
      {items.map((item) =>
        item.kind === 'cycle' ? (
          <CycleCard key={`cycle-${item.cycle.id}`} cycle={item.cycle} />
        ) : (
          <OrderCard key={item.order.id} order={item.order} now={now} />
        ),
      )}
    </div>
  );
}

/** 'Pagamentos pendentes (N)': cycles and orders mixed (1 + 1 when both exist), 'Ver todos' above 2. */
function PendingSection({ items, now }: { items: ReturnType<typeof pendingPayments>; now: Date }) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const title = texts.pendingPayments(items.all.length);
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {items.more && (
          <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
            {texts.seeAll}
          </Button>
        )}
      </Group>
      <PendingList items={items.shown} now={now} />
      <LazyModal
        opened={all}
        onClose={() => setAll(false)}
        title={title}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <PendingList items={items.all} now={now} />
      </LazyModal>
    </Stack>
  );
}

/** 'Você possui N limpeza(s) em crédito' and its list; tapping one starts its reschedule (`onChoose`). */
function CreditAlert({ credits, onChoose }: { credits: Order[]; onChoose: (order: Order) => void }) {
  const [listOpen, setListOpen] = useState(false);
  return (
    <>
      <Alert color="violet" variant="light" radius="lg" title={texts.creditAlert(credits.length)}>
        <Button variant="filled" size="compact-md" onClick={() => setListOpen(true)}>
          {texts.rescheduleCredit}
        </Button>
      </Alert>
      <LazyModal
        opened={listOpen}
        onClose={() => setListOpen(false)}
        title={texts.creditListTitle}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <Stack gap="sm">
          <Text size="sm">{texts.creditListHint}</Text>
          {credits.map((order) => (
            <UnstyledButton
              key={order.id}
              onClick={() => {
                setListOpen(false);
                onChoose(order);
              }}
            >
              <Paper withBorder radius="md" p="sm">
                <Text fw={600}>
                  {dayLabel(order.starts_at)} · {durationLabel(order.duration)}
                </Text>
                <Text size="sm" c="dimmed">
                  {[professionalFirstName(order), order.address?.name].filter(Boolean).join(' · ')}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      </LazyModal>
    </>
  );
}

function EmptyFuture() {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{texts.noFutureOrders}</Text>
        <Button component={Link} to={pathTo('purchase-flow')} variant="light">
          {texts.scheduleCleaning}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The place of 'Limpezas futuras' while the sections load: its title line and a box of the size of the empty
 * list's card, with the loading message inside. The sections load one by one (2–3 s in all); reserving the
 * last one's space keeps the page below (the side column, on a phone) from jumping when it arrives (
 * CLS ≤ 0.05).
 */
function LoadingSections({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={23} width={180} radius="sm" />
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Group gap="xs" role="status" mih={25}>
            <Loader size="sm" aria-hidden />
            <Text>{message}</Text>
          </Group>
          <Skeleton height={36} width={200} radius="sm" />
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * The dashboard's order sections ("Dashboard"): the credit alert, 'Limpezas em andamento',
 * 'Pagamentos pendentes' (cycles and orders) and 'Limpezas futuras', in that order, each appearing as it
 * loads; the last one's place is held from the start (LoadingSections).
 */
export function OrderSections() {
  const { sections, cycles, loadingMessage } = useDashboardSections();
  // Every second only while a payment's countdown can be on screen (the pending payments); otherwise the labels
  // ('em 2 dias') and rules move on every 15 s. Re-rendering every card each second was a long task a second
  // on a slow phone while the dashboard loaded (decision 0123).
  const countdowns =
    (sections.pendingPayments.data?.orders.length ?? 0) > 0 || (cycles.data?.cycles.length ?? 0) > 0;
  const now = useServerNow(countdowns ? 1_000 : 15_000);
  // Held here, not in the alert: the request takes the credit off the list (the alert may go), while the
  // flow stays open to show its outcome.
  const [chosenCredit, setChosenCredit] = useState<Order | null>(null);
  useLiveOrders(
    [sections.inProgress, sections.pendingPayments, sections.future].flatMap((s) => s.data?.orders ?? []),
  );
  if (!now) return <LoadingSections message={loadingMessage} />;
  const credits = creditOrders(sections.credits.data?.orders ?? []);
  const inProgress = sections.inProgress.data?.orders ?? [];
  const pending = pendingPayments(
    cycles.data?.cycles ?? [],
    pendingPaymentOrders(sections.pendingPayments.data?.orders ?? [], now),
  );
  const future = sections.future.data;

  return (
    <Stack gap="lg">
      {credits.length > 0 && <CreditAlert credits={credits} onChoose={setChosenCredit} />}
      {chosenCredit && (
        <Suspense fallback={null}>
          <CancellationModal
            order={chosenCredit}
            now={now}
            mode="reschedule"
            opened
            onClose={() => setChosenCredit(null)}
          />
        </Suspense>
      )}
      {inProgress.length > 0 && (
        <Section title={texts.inProgress(inProgress.length)} orders={inProgress} now={now} limited={false} />
      )}
      {pending.all.length > 0 && <PendingSection items={pending} now={now} />}
      {future && (
        <Section
          title={texts.future(future.recordCount)}
          orders={future.orders}
          total={future.recordCount}
          now={now}
        >
          {future.orders.length === 0 ? <EmptyFuture /> : undefined}
        </Section>
      )}
      {!future && loadingMessage && <LoadingSections message={loadingMessage} />}
    </Stack>
  );
}
