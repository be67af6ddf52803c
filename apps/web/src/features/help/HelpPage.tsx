// Built by the Help issue: 'Regras e informações' (FAQ) and the support modal.
import { pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function HelpPage() {
  return <ScreenPlaceholder title={routes.help.title} homeHref={pathTo('dashboard')} />;
}
