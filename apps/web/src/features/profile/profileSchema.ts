import { messages } from '@brilho/domain';
import { birthdate, mobilePhone, personName } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// Its own module so zod loads on the form's first validation, not with the profile page (decision 0121).
const schema = z.object({
  first_name: personName(255),
  last_name: personName(255),
  birthdate: birthdate.or(z.literal('')),
  city_name: z.string().trim().min(2, messages.registration.cityRequired).max(255),
  state_name: z.string().trim().length(2, 'A UF deve ter 2 letras'),
  mobile: mobilePhone,
});
export type ProfileForm = z.input<typeof schema>;

export const profileResolver = zodResolver(schema);
