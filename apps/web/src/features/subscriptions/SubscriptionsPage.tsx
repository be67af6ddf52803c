// Built by the Subscriptions issue: the subscriptions list with their cycles.
import { pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function SubscriptionsPage() {
  return <ScreenPlaceholder title={routes.subscriptions.title} homeHref={pathTo('dashboard')} />;
}
