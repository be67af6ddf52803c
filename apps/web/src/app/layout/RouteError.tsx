import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ReportedUnexpectedError } from '../ErrorBoundary';

const NotFoundPage = lazy(() =>
  import('../../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * What a route shows when its loader or screen fails: a 404 is the not-found page; anything else (a
 * screen's chunk gone after a deploy, a render error) is reported and asks for a reload.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  return <ReportedUnexpectedError error={error} />;
}
