import { z } from 'zod';
import { professionalValidationMessages } from '../messagesProfessionalForms';
import { validationMessages } from '../messagesValidation';
import { normalizePixKey, PIX_KEY_ERRORS, PIX_KEY_TYPES } from '../pixKey';
import { bio, mobileDigitsField, weeklyHours } from './professionals';
import { cpfField, email, newPassword, personName, REQUIRED, termsAccepted } from './signup';

// The professional sign-up's schemas, on their own subpath (`@brilho/domain/professional-signup`): only the API needs them,
// so the web's shared chunks do not carry them.

/** What a professional edits themselves: their weekly hours (districts travel as a relationship). */
export const professionalSelfPatch = z.object({ weekly_hours: weeklyHours.optional() });
export type ProfessionalSelfPatch = z.infer<typeof professionalSelfPatch>;

export const PROFESSIONAL_DOCUMENTS_MAX = 5;

/**
 * `POST /professional/registration` (`/profissional/cadastro`): the person, their CPF, Pix key,
 * weekly hours, photo and documents (upload URLs), password and the terms. The served districts travel as
 * `relationships.districts` (as in the operator's form); the API checks the rest (CPF and e-mail free,
 * uploads its own, the common-password list).
 */
export const professionalSignup = z
  .object({
    first_name: personName(64),
    last_name: personName(64),
    email,
    phone: mobileDigitsField,
    cpf: cpfField,
    password: newPassword,
    password_confirmation: z.string({ error: REQUIRED }),
    pix_key_type: z.enum(PIX_KEY_TYPES, { error: 'Escolha o tipo da chave Pix' }),
    pix_key: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100),
    bio: bio.optional(),
    weekly_hours: weeklyHours.refine(
      (entries) => entries.length > 0,
      professionalValidationMessages.oneWorkday,
    ),
    profile_picture: z
      .string({ error: professionalValidationMessages.photoRequired })
      .trim()
      .min(1, professionalValidationMessages.photoRequired)
      .max(2048),
    document_urls: z
      .array(z.string().trim().min(1).max(2048), { error: professionalValidationMessages.documentsRequired })
      .min(1, professionalValidationMessages.oneDocument)
      .max(
        PROFESSIONAL_DOCUMENTS_MAX,
        professionalValidationMessages.atMostDocuments(PROFESSIONAL_DOCUMENTS_MAX),
      ),
    terms: termsAccepted,
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: validationMessages.passwordsDiffer,
    path: ['password_confirmation'],
  })
  .transform((value, context) => {
    const key = normalizePixKey(value.pix_key_type, value.pix_key);
    if (key === null) {
      context.addIssue({ code: 'custom', message: PIX_KEY_ERRORS[value.pix_key_type], path: ['pix_key'] });
      return z.NEVER;
    }
    return { ...value, pix_key: key };
  });
export type ProfessionalSignupInput = z.input<typeof professionalSignup>;
export type ProfessionalSignup = z.output<typeof professionalSignup>;
