import { messages } from '@brilho/domain';

// The console's texts, gathered from the domain catalogue for the screens of this area.
export const texts = {
  consoleTitle: 'Console do operador',
  noAccess: messages.auth.areaNoAccess,
  stateCreated: messages.places.stateCreated,
  cityCreated: messages.places.cityCreated,
  districtCreated: messages.places.districtCreated,
} as const;
