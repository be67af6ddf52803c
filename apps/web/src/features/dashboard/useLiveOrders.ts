import { useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../entities/order/api';
import { useChannels } from '../../lib/cable';

/**
 * Keeps the orders a screen shows live: a move of any of them pushed on its OrderChannel (key = the order
 * id; a check-in, a check-out, a payment) re-reads every order list, so a cleaning that starts moves to
 * 'Limpezas em andamento' as it happens. One connection for all of them.
 */
export function useLiveOrders(orders: readonly { id: string }[]): void {
  const queryClient = useQueryClient();
  useChannels(
    'OrderChannel',
    orders.map((order) => order.id),
    () => void queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  );
}
