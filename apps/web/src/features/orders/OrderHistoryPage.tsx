// Built by the Orders issue: the order history (table above 992 px, cards below) and its empty state.
import { pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function OrderHistoryPage() {
  return <ScreenPlaceholder title={routes['order-history'].title} homeHref={pathTo('dashboard')} />;
}
