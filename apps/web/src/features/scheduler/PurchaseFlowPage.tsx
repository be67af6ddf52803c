// Built by the Scheduler issue: purchase-flow (address, filters, professionals, offers, confirmation).
import { pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function PurchaseFlowPage() {
  return <ScreenPlaceholder title={routes['purchase-flow'].title} homeHref={pathTo('dashboard')} />;
}
