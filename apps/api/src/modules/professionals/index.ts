// The public entry of the professionals module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { freePeriods, searchOffered } from './availability.queries';
export { findOfferable, loadProfessionals, offerable } from './queries';
export {
  CARD_INCLUDE,
  type ProfessionalView,
  professionalSerializer,
  professionalsDocument,
  type ScheduleEventView,
  scheduleEventSerializer,
} from './serializers';
export { SLOT_TEXTS, type SlotField } from './slots';
