import { z } from 'zod';
import { cardBrandOf, cardExpired, cardNumberError, cvcLengthOf, expiryYears } from '../cards';
import { COUNTRY_CODE, TEXT_LIMITS } from '../constants';
import { type DocumentType, documentTypeOf, isCpfOrCnpj } from '../documents';
import { messages } from '../messages';
import { onlyDigits } from '../phone';
import { saoPauloDate } from '../time';
import { REQUIRED } from './signup';

/**
 * The new-card form (payment rules, "New-card data"). The web form and the API parse with
 * the same schema, so a field refused in the browser is refused by the server with the same text.
 */

const text = messages.payments.card;

/** What the form holds (and what the API may receive before encryption is applied in the browser). */
export interface NewCardForm {
  number: string;
  deadline_month: string;
  deadline_year: string;
  cvc: string;
  name: string;
  document: string;
  birthdate: string;
  phone: string;
  store: boolean;
}

/** The parsed values: digits only in number, document and phone; name trimmed; birthdate as typed. */
export type NewCardValues = NewCardForm;

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'DD/MM/YYYY' (or already ISO) → 'YYYY-MM-DD' when it is a real calendar day from 1900; else null. */
export function birthdateToIso(value: string): string | null {
  const br = BR_DATE.exec(value.trim());
  const iso = ISO_DATE.exec(value.trim());
  const parts = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? `${parts[0]}-${parts[1]}-${parts[2]}` : null;
}

const MONTH = /^(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;
const DIGITS = /^\d+$/;
/** Digits plus the separators a phone or document mask adds. */
const MASKED_DIGITS = /^[\d\s().\-/]*$/;

type Issue = { path: keyof NewCardForm; message: string };

function numberIssues(value: NewCardForm): Issue[] {
  const error = cardNumberError(value.number);
  return error ? [{ path: 'number', message: error }] : [];
}

function expiryIssues(value: NewCardForm, now: Date): Issue[] {
  const issues: Issue[] = [];
  const month = value.deadline_month.trim();
  const year = value.deadline_year.trim();
  if (month === '') issues.push({ path: 'deadline_month', message: REQUIRED });
  else if (!MONTH.test(month)) issues.push({ path: 'deadline_month', message: text.monthInvalid });
  if (year === '') issues.push({ path: 'deadline_year', message: REQUIRED });
  else if (!YEAR.test(year) || !expiryYears(now).includes(Number(year)))
    issues.push({ path: 'deadline_year', message: text.yearInvalid });
  if (issues.length === 0 && cardExpired(Number(month), Number(year), now)) {
    issues.push({ path: 'deadline_month', message: text.expired });
  }
  return issues;
}

function cvcIssues(value: NewCardForm): Issue[] {
  const cvc = value.cvc.trim();
  if (cvc === '') return [{ path: 'cvc', message: REQUIRED }];
  if (!DIGITS.test(cvc) || cvc.length < TEXT_LIMITS.cvcMin || cvc.length > TEXT_LIMITS.cvcMax) {
    return [{ path: 'cvc', message: text.cvcInvalid }];
  }
  // The brand decides the exact length only once the number names one; otherwise 3–4 is enough here.
  const brand = cardBrandOf(value.number);
  if (brand && cvc.length !== cvcLengthOf(brand)) {
    return [{ path: 'cvc', message: text.cvcLength(cvcLengthOf(brand)) }];
  }
  return [];
}

function documentIssues(value: NewCardForm): Issue[] {
  if (value.document.trim() === '') return [{ path: 'document', message: REQUIRED }];
  const digits = onlyDigits(value.document);
  if (
    !MASKED_DIGITS.test(value.document) ||
    digits.length < TEXT_LIMITS.documentMin ||
    digits.length > TEXT_LIMITS.documentMax
  ) {
    return [{ path: 'document', message: text.documentInvalid }];
  }
  return isCpfOrCnpj(digits) ? [] : [{ path: 'document', message: text.cpfCnpjInvalid }];
}

function birthdateIssues(value: NewCardForm, now: Date): Issue[] {
  if (value.birthdate.trim() === '') return [{ path: 'birthdate', message: REQUIRED }];
  // The form field is DD/MM/YYYY (payment rules); ISO is not accepted from the user.
  const iso = BR_DATE.test(value.birthdate.trim()) ? birthdateToIso(value.birthdate) : null;
  if (!iso) return [{ path: 'birthdate', message: text.birthdateInvalid }];
  return iso < saoPauloDate(now) ? [] : [{ path: 'birthdate', message: text.birthdateFuture }];
}

function phoneIssues(value: NewCardForm): Issue[] {
  if (value.phone.trim() === '') return [{ path: 'phone', message: REQUIRED }];
  const digits = onlyDigits(value.phone);
  const ok =
    MASKED_DIGITS.test(value.phone) &&
    digits.length >= TEXT_LIMITS.phoneMin &&
    digits.length <= TEXT_LIMITS.phoneMax;
  return ok ? [] : [{ path: 'phone', message: text.phoneInvalid }];
}

const formShape = z.object({
  number: z.string({ error: REQUIRED }),
  deadline_month: z.string({ error: REQUIRED }),
  deadline_year: z.string({ error: REQUIRED }),
  cvc: z.string({ error: REQUIRED }),
  name: z.string({ error: REQUIRED }),
  document: z.string({ error: REQUIRED }),
  birthdate: z.string({ error: REQUIRED }),
  phone: z.string({ error: REQUIRED }),
  // Required (not defaulted) so the schema's input type is exactly NewCardForm for react-hook-form.
  store: z.boolean({ error: REQUIRED }),
});

/**
 * Every payment rule over the new-card form, each error on its field, all reported at once. `now` fixes
 * the current São Paulo month (expiry) and day (birthdate): pass the server time where there is one.
 */
export function newCardSchema(now: Date) {
  return formShape
    .superRefine((value, context) => {
      const issues = [
        ...numberIssues(value),
        ...expiryIssues(value, now),
        ...cvcIssues(value),
        ...(value.name.trim() === '' ? [{ path: 'name' as const, message: REQUIRED }] : []),
        ...documentIssues(value),
        ...birthdateIssues(value, now),
        ...phoneIssues(value),
      ];
      for (const issue of issues) {
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    })
    .transform(
      (value): NewCardValues => ({
        number: onlyDigits(value.number),
        deadline_month: value.deadline_month.trim(),
        deadline_year: value.deadline_year.trim(),
        cvc: value.cvc.trim(),
        name: value.name.trim().replace(/\s+/g, ' '),
        document: onlyDigits(value.document),
        birthdate: value.birthdate.trim(),
        phone: onlyDigits(value.phone),
        store: value.store,
      }),
    );
}

/** The empty form, for react-hook-form's defaultValues. */
export const EMPTY_NEW_CARD_FORM: NewCardForm = {
  number: '',
  deadline_month: '',
  deadline_year: '',
  cvc: '',
  name: '',
  document: '',
  birthdate: '',
  phone: '',
  store: false,
};

/** The optional name of a stored card: trimmed, blank → null, at most 24 characters. */
export const cardNicknameSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.cardNickname, text.nicknameTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** The CVC sent with a stored-card payment (payment rules): required, 3–4 digits. */
export const storedCardCvcSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{3,4}$/, text.cvcInvalid);

/** The card holder as POST /payments/credit-card/new carries it (payment calls). */
export interface CardHolder {
  full_name: string;
  document_type: DocumentType;
  document_number: string;
  birthdate: string;
  phone: { country_code: string; area_code: string; number: string };
}

/** The wire `holder` from the form values (raw or parsed); call it on values `newCardSchema` accepted. */
export function holderFromForm(
  values: Pick<NewCardForm, 'name' | 'document' | 'birthdate' | 'phone'>,
): CardHolder {
  const document = onlyDigits(values.document);
  const phone = onlyDigits(values.phone);
  return {
    full_name: values.name.trim().replace(/\s+/g, ' '),
    document_type: documentTypeOf(document),
    document_number: document,
    birthdate: birthdateToIso(values.birthdate) ?? values.birthdate,
    phone: { country_code: COUNTRY_CODE, area_code: phone.slice(0, 2), number: phone.slice(2) },
  };
}
