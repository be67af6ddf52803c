import type { FastifyInstance } from 'fastify';
import { operatorCustomerRoutes } from './customers.routes';
import { placeEditRoutes } from './places';
import { operatorProfessionalRoutes } from './professionals.routes';

/** Operator console, people and places (issue #11): Lugares edits, Profissionais, Clientes. */
export async function operatorPeopleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(placeEditRoutes);
  await app.register(operatorProfessionalRoutes);
  await app.register(operatorCustomerRoutes);
}
