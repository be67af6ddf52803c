import type { FastifyInstance } from 'fastify';
import { addressesRoutes } from './addresses.routes';
import { customerRoutes } from './customers.routes';

export async function addressModuleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(addressesRoutes);
  await app.register(customerRoutes);
}
