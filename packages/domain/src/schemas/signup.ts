import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { validationMessages } from '../messagesValidation';
import { capitalizeWords } from '../names';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages, passwordRuleBroken } from '../passwords';
import { onlyDigits as digits } from '../phone';

export const REQUIRED = validationMessages.required;

export const personName = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(2, validationMessages.atLeastChars(2))
    .max(max, validationMessages.atMostChars(max))
    .regex(/^[\p{L} ]+$/u, validationMessages.lettersAndSpaces)
    .transform(capitalizeWords);

/** DD/MM/YYYY (as typed) or YYYY-MM-DD (ISO), a real calendar day in the past; answers ISO. */
export const birthdate = z
  .string({ error: REQUIRED })
  .trim()
  .transform((value, context) => {
    const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const [year, month, day] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
    const date = year ? new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))) : null;
    if (
      !date ||
      date.getUTCDate() !== Number(day) ||
      date.getUTCMonth() !== Number(month) - 1 ||
      Number(year) < 1900
    ) {
      context.addIssue({ code: 'custom', message: validationMessages.invalidDate });
      return z.NEVER;
    }
    return `${year}-${month}-${day}`;
  });

export const email = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .pipe(z.email(validationMessages.invalidEmail));

export const cpfField = z
  .string({ error: REQUIRED })
  .transform(digits)
  .refine((value) => value.length === 11, validationMessages.cpfLength)
  .refine((value) => isValidCpf(value), validationMessages.cpfInvalid);

export const cnpjField = z
  .string({ error: REQUIRED })
  .transform(digits)
  .refine((value) => value.length === 14, validationMessages.cnpjLength)
  .refine((value) => isValidCnpj(value), validationMessages.cnpjInvalid);

/** A new password: 8 to 128 characters (the common-password list is checked by the API). */
export const newPassword = z
  .string({ error: REQUIRED })
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);

/** The password must not contain the person's names, e-mail or the product's name (ASVS 6.2.11). */
function refusePersonalPassword(
  value: { password: string; email: string; first_name: string; last_name?: string },
  context: z.RefinementCtx,
): void {
  const broken = passwordRuleBroken(value.password, {
    email: value.email,
    names: [value.first_name, value.last_name],
  });
  if (broken === passwordMessages.personal)
    context.addIssue({ code: 'custom', message: broken, path: ['password'] });
}

export const termsAccepted = z.literal(true, { error: validationMessages.termsRequired });

/** Step 1: account data (both kinds). */
export const accountStep = z
  .object({
    first_name: personName(255),
    last_name: personName(255),
    email,
    password: newPassword,
    password_confirmation: z.string({ error: REQUIRED }).min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: validationMessages.passwordsDiffer,
    path: ['password_confirmation'],
  })
  .superRefine(refusePersonalPassword);

/** Step 2: profile data (individuals). */
export const profileStep = z.object({
  birthdate,
  state: z
    .string({ error: validationMessages.stateRequired })
    .trim()
    .length(2, validationMessages.stateLength)
    .transform((v) => v.toUpperCase()),
  city: z
    .string({ error: validationMessages.cityRequired })
    .trim()
    .min(2, validationMessages.cityRequired)
    .max(255)
    .transform(capitalizeWords),
  profile_picture: z.url().nullish(),
});

/** `(41) 99999-8888` or its digits → country 55, a two-digit area code and the rest. */
export const mobilePhone = z
  .union([
    z.string().transform(digits),
    z
      .object({ country_code: z.string().optional(), area_code: z.string(), number: z.string() })
      .transform((p) => digits(p.area_code + p.number)),
  ])
  .refine((value) => value.length >= 10 && value.length <= 11, validationMessages.mobileLength)
  .transform((value) => ({ country_code: '55', area_code: value.slice(0, 2), number: value.slice(2) }));

/** Company sub-step 1: the representative's address. */
export const representativeAddressStep = z.object({
  street: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(255),
  street_number: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^\d{1,31}$/, validationMessages.digitsOnly),
  complement: z.string({ error: REQUIRED }).trim().min(2, validationMessages.atLeastChars(2)).max(255),
  zip_code: z
    .string({ error: REQUIRED })
    .transform(digits)
    .refine((v) => v.length === 8, validationMessages.zipCodeLength),
  district: z.string({ error: REQUIRED }).trim().min(2, validationMessages.atLeastChars(2)).max(45),
  city: z.string({ error: REQUIRED }).trim().min(2).max(255),
  state: z
    .string({ error: REQUIRED })
    .trim()
    .length(2)
    .transform((v) => v.toUpperCase()),
  country: z
    .string()
    .trim()
    .default('BRA')
    .transform((v) => v.toUpperCase()),
});

/** Step 3 for individuals: CPF and terms. */
export const individualStep = z.object({ cpf: cpfField, terms: termsAccepted });

/** Step 1 for companies: the surname is not asked. */
export const legalAccountStep = z
  .object({
    first_name: personName(255),
    last_name: personName(255).optional().default(''),
    email,
    password: newPassword,
    password_confirmation: z.string({ error: REQUIRED }).min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: validationMessages.passwordsDiffer,
    path: ['password_confirmation'],
  })
  .superRefine(refusePersonalPassword);

/** Company sub-step 0: the legal representative. */
export const representativeStep = z.object({
  first_name: personName(64),
  last_name: personName(64),
  cpf: cpfField,
  birthdate,
  phone: mobilePhone,
});

/** Company sub-step 2: the company itself, with the terms. */
export const companyStep = z.object({
  cnpj: cnpjField,
  company_name: z.string({ error: REQUIRED }).trim().min(2, validationMessages.atLeastChars(2)).max(255),
  business_name: z.string({ error: REQUIRED }).trim().min(2, validationMessages.atLeastChars(2)).max(255),
  terms: termsAccepted,
});

export const physicalSignup = z.object({
  account: accountStep,
  profile: profileStep,
  phones: z.array(mobilePhone).min(1, validationMessages.mobileRequired),
  ...individualStep.shape,
});

/** Companies skip the profile step: the representative's data stands in for it. */
export const legalSignup = z.object({
  account: legalAccountStep,
  profile: profileStep.partial({ state: true, city: true, birthdate: true }).optional(),
  phones: z.array(mobilePhone).optional().default([]),
  ...companyStep.shape,
  legal_representative: representativeStep.extend({ address: representativeAddressStep }),
});

export type PhysicalSignup = z.infer<typeof physicalSignup>;
export type LegalSignup = z.infer<typeof legalSignup>;
