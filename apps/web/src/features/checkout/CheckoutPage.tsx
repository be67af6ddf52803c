// The order checkout and its mobile web-view variant (the layout hides navbar and footer for that one;
// it tells the host web view instead of navigating). Cycle checkout is built by the Subscriptions issue.
import { useLocation, useParams } from 'react-router';
import { matchRouteName, pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';
import { OrderCheckout } from './OrderCheckout';

export function CheckoutPage() {
  const { pathname } = useLocation();
  const { order_id: orderId } = useParams();
  const name = matchRouteName(pathname);
  if ((name === 'order-checkout' || name === 'mobile-order-checkout') && orderId)
    // Keyed by the order: another order's checkout starts from scratch.
    return <OrderCheckout key={orderId} orderId={orderId} mobile={name === 'mobile-order-checkout'} />;
  return <ScreenPlaceholder title={routes[name].title} homeHref={pathTo('dashboard')} />;
}
