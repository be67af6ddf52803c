import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api/client';
import { releaseServerPage } from '../lib/server-page';
import { expireSession, sessionToken } from '../lib/session';
import { AppErrorBoundary } from './ErrorBoundary';
import { Providers } from './providers';
import { createAppRouter } from './router';

// The one API client: the stored token as bearer, and any 401 but sign-in's ends the session
// ('Não autorizado', logout, reload into login with the page as last route; the order action rules, the error catalogue).
configureApiClient({ getToken: sessionToken.get, onUnauthorized: () => expireSession() });

const router = createAppRouter();
// A page the server rendered (the public professional page) stays only while its own route loads: any
// other page or a route error shows the app at once.
const firstPath = router.state.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname !== firstPath || state.errors) releaseServerPage();
});

export function App() {
  return (
    <Providers>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </Providers>
  );
}
