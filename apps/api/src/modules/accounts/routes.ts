import type { FastifyInstance } from 'fastify';
import { accessRoutes } from './access.routes';
import { accountsRoutes } from './accounts.routes';
import { authRoutes } from './auth.routes';
import { registrationRoutes } from './registration.routes';

export async function accountModuleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(accountsRoutes);
  await app.register(accessRoutes);
}
