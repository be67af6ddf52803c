// The order and cycle checkouts and their mobile web-view variants (the layout hides navbar and footer
// for those; they tell the host web view instead of navigating).
import { useLocation, useParams } from 'react-router';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';
import { matchRouteName, pathTo, routes } from '../../lib/paths';
import { CycleCheckout } from './CycleCheckout';
import { OrderCheckout } from './OrderCheckout';

export function CheckoutPage() {
  const { pathname } = useLocation();
  const { order_id: orderId, cycle_id: cycleId } = useParams();
  const name = matchRouteName(pathname);
  if ((name === 'order-checkout' || name === 'mobile-order-checkout') && orderId)
    // Keyed by the order: another order's checkout starts from scratch.
    return <OrderCheckout key={orderId} orderId={orderId} mobile={name === 'mobile-order-checkout'} />;
  if ((name === 'cycle-checkout' || name === 'mobile-cycle-checkout') && cycleId)
    return <CycleCheckout key={cycleId} cycleId={cycleId} mobile={name === 'mobile-cycle-checkout'} />;
  return <ScreenPlaceholder title={routes[name].title} homeHref={pathTo('dashboard')} />;
}
