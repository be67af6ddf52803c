// Built by the Subscriptions issue: the cycle detail (payment history, 'Efetuar pagamento', its orders).
// The route only reaches here for a cycle id; any other `/{word}` is the not-found page (see router).
import { pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function CyclePage() {
  return <ScreenPlaceholder title={routes.cycle.title} homeHref={pathTo('dashboard')} />;
}
