// Built by the Public profile issue: the professional's public page (title, preview image and
// description from the professional's data via `usePageMeta`, the download-the-app prompt).
import { pathTo, routes } from '../../app/paths';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export function ProfessionalProfilePage() {
  return <ScreenPlaceholder title={routes.search.title} homeHref={pathTo('dashboard')} />;
}
