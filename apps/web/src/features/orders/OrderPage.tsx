// Built by the Orders issue: the order detail with its actions (reschedule, cancel, no-show, rate, pay).
import { pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function OrderPage() {
  return <ScreenPlaceholder title={routes.order.title} homeHref={pathTo('dashboard')} />;
}
