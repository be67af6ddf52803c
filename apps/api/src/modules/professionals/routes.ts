import type { FastifyInstance } from 'fastify';
import { availabilityRoutes } from './availability.routes';
import { operatorProfessionalRoutes } from './console.routes';
import { feedbackRoutes } from './feedbacks.routes';
import { professionalsRoutes } from './professionals.routes';
import { scheduleRoutes } from './schedule.routes';
import { professionalSelfRoutes } from './self.routes';

/** Professionals, their availability, agenda and feedbacks (API part 1). */
export async function professionalModuleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(professionalsRoutes);
  await app.register(availabilityRoutes);
  await app.register(scheduleRoutes);
  await app.register(feedbackRoutes);
  // The operator console's professionals: list, validation queue, create, edit, actions (operator only).
  await app.register(operatorProfessionalRoutes);
  // The professional's own sign-up and profile (public sign-up, the rest the professional's only).
  await app.register(professionalSelfRoutes);
}
