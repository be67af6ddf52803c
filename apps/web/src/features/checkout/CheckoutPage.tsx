// Built by the Checkout issue: order-checkout and cycle-checkout, and their mobile web-view variants
// (the layout already hides navbar and footer for those; they tell the host web view instead of
// redirecting).
import { useLocation } from 'react-router';
import { matchRouteName, pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function CheckoutPage() {
  const { pathname } = useLocation();
  return <ScreenPlaceholder title={routes[matchRouteName(pathname)].title} homeHref={pathTo('dashboard')} />;
}
