import { COUNTRY_CODE } from './constants';

export interface PhoneParts {
  country_code: string;
  area_code: string;
  number: string;
}

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

export function isValidMobile(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length >= 10 && digits.length <= 11;
}

/** '(41) 99999-8888' → { 55, 41, 999998888 }; null when it is not 10–11 digits. */
export function splitPhone(value: string): PhoneParts | null {
  const digits = onlyDigits(value);
  if (!isValidMobile(digits)) return null;
  return { country_code: COUNTRY_CODE, area_code: digits.slice(0, 2), number: digits.slice(2) };
}

/** { 41, 999998888 } → '(41) 99999-8888'. */
export function formatPhone(parts: Pick<PhoneParts, 'area_code' | 'number'>): string {
  const { area_code: area, number } = parts;
  const cut = number.length === 9 ? 5 : 4;
  return `(${area}) ${number.slice(0, cut)}-${number.slice(cut)}`;
}
