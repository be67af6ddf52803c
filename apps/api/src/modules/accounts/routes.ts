import type { FastifyInstance } from 'fastify';
import { accessRoutes } from './access.routes';
import { accountsRoutes } from './accounts.routes';
import { authRoutes } from './auth.routes';
import { operatorCustomerRoutes } from './customers.routes';
import { registrationRoutes } from './registration.routes';

export async function accountModuleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(accountsRoutes);
  await app.register(accessRoutes);
  // The operator console's customers: list, CSV, detail, block, suspend, reactivate, anonymize (operator only).
  await app.register(operatorCustomerRoutes);
}
