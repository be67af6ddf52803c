import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api/client';
import { queryClient } from '../lib/queryClient';
import { sessionToken } from '../lib/session';
import { Providers } from './providers';
import { createAppRouter } from './router';

configureApiClient({
  getToken: sessionToken.get,
  // Any 401 except on authentication: log out and reload into the login page (spec rules §8).
  onUnauthorized: () => {
    sessionToken.clear();
    queryClient.clear();
    window.location.assign('/login');
  },
});

const router = createAppRouter();

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
