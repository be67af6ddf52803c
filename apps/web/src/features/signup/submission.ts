import { onlyDigits } from '@brilho/domain';
import { birthdateToIso } from '@brilho/domain/schemas';
import type { Answers, Step } from './SignupPage';
import type { Kind } from './StartChoice';

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** The masks are for the eye: the wire gets digits (CPF, CNPJ, CEP, phone) and ISO dates. */
const digitsOf = (value: unknown) => onlyDigits(str(value));
const isoDate = (value: unknown) => birthdateToIso(str(value)) ?? str(value);

/** The JSON:API sign-up document: the accountable's attributes with account, profile, phones inline. */
export function signupBody(kind: Kind, answers: Answers) {
  const account = { type: 'accounts', attributes: answers.account };
  if (kind === 'physical') {
    const { mobile, ...rest } = answers.profile;
    const profile = {
      ...rest,
      ...(rest.birthdate !== undefined ? { birthdate: isoDate(rest.birthdate) } : {}),
    };
    return {
      data: {
        type: 'physicals',
        attributes: { cpf: digitsOf(answers.individual.cpf), terms: answers.individual.terms === true },
        relationships: {
          account: { data: account },
          profile: { data: { type: 'profiles', attributes: profile } },
          phones: {
            data: [{ type: 'phones', attributes: { phone: digitsOf(mobile), ...splitForApi(str(mobile)) } }],
          },
        },
      },
    };
  }
  return {
    data: {
      type: 'legals',
      attributes: {
        cnpj: digitsOf(answers.company.cnpj),
        company_name: str(answers.company.company_name),
        business_name: str(answers.company.business_name),
        terms: answers.company.terms === true,
      },
      relationships: {
        account: { data: account },
        legal_representative: {
          data: {
            type: 'legal_representatives',
            attributes: {
              ...answers.representative,
              cpf: digitsOf(answers.representative.cpf),
              birthdate: isoDate(answers.representative.birthdate),
              phone: digitsOf(answers.representative.phone),
              address: { ...answers.address, zip_code: digitsOf(answers.address.zip_code) },
            },
          },
        },
      },
    },
  };
}

function splitForApi(phone: string) {
  const digits = phone.replace(/\D/g, '');
  return { country_code: '55', area_code: digits.slice(0, 2), number: digits.slice(2) };
}

/**
 * Where a server field error lives (registration rules): individuals — cpf step 3, e-mail step 1,
 * birthdate step 2; companies — cnpj step 3 sub-step 2, cpf and birthdate step 3 sub-step 0, e-mail step 1.
 * The wizard jumps to the earliest step holding one.
 */
const PHYSICAL: Record<string, [Step, number]> = {
  email: [1, 0],
  first_name: [1, 0],
  last_name: [1, 0],
  password: [1, 0],
  password_confirmation: [1, 0],
  birthdate: [2, 0],
  state: [2, 0],
  city: [2, 0],
  number: [2, 0],
  area_code: [2, 0],
  profile_picture: [2, 0],
  cpf: [3, 0],
  terms: [3, 0],
};
const LEGAL: Record<string, [Step, number]> = {
  email: [1, 0],
  first_name: [1, 0],
  last_name: [1, 0],
  password: [1, 0],
  password_confirmation: [1, 0],
  cpf: [3, 0],
  birthdate: [3, 0],
  phone: [3, 0],
  street: [3, 1],
  street_number: [3, 1],
  complement: [3, 1],
  zip_code: [3, 1],
  district: [3, 1],
  state: [3, 1],
  city: [3, 1],
  cnpj: [3, 2],
  company_name: [3, 2],
  business_name: [3, 2],
  terms: [3, 2],
};

export function stepOfField(kind: Kind, fields: string[]): { step: Step; subStep: number } {
  const table = kind === 'physical' ? PHYSICAL : LEGAL;
  const positions = fields.map((field) => table[field]).filter((p): p is [Step, number] => p !== undefined);
  if (positions.length === 0) return { step: 1, subStep: 0 };
  positions.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const [step, subStep] = positions[0]!;
  return { step, subStep };
}
