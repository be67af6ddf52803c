import type { FastifyInstance } from 'fastify';
import { orderCalendarRoutes } from './calendar';
import { orderFeedbackRoutes } from './feedback.routes';
import { ordersRoutes } from './orders.routes';
import { preferencesRoutes } from './preferences.routes';

/** Orders, their coupon and amount, and their preferences (API part 2). */
export async function orderModuleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(ordersRoutes);
  await app.register(preferencesRoutes);
  await app.register(orderFeedbackRoutes);
  await app.register(orderCalendarRoutes);
}
