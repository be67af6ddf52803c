import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api/client';
import { expireSession, sessionToken } from '../lib/session';
import { AppErrorBoundary } from './ErrorBoundary';
import { Providers } from './providers';
import { createAppRouter } from './router';

// The one API client: the stored token as bearer, and any 401 but sign-in's ends the session
// ('Não autorizado', logout, reload into login with the page as last route; spec rules §6, §8).
configureApiClient({ getToken: sessionToken.get, onUnauthorized: () => expireSession() });

const router = createAppRouter();

export function App() {
  return (
    <Providers>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </Providers>
  );
}
