import { isCnpj, isCpf } from './documents';
import { pixKeyErrors, pixKeyTypeLabels } from './messagesPix';
import { onlyDigits } from './phone';

/**
 * A Pix key as the Banco Central's DICT registers it, by type: CPF (11 digits), CNPJ (14 digits), e-mail
 * (lower case, at most 77 characters), phone (E.164, here always Brazilian: +55, area code, 8 or 9 digits)
 * and random key (EVP: a UUID, lower case). Professionals are paid to the key they register.
 *
 * Normalized keys are told apart by their shape (digits only, '@', '+', UUID), so `professionals.pix_key`
 * stores the key alone and `pixKeyTypeOf` reads its type back.
 */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = pixKeyTypeLabels;

export const PIX_KEY_ERRORS: Record<PixKeyType, string> = pixKeyErrors;

export const PIX_EMAIL_MAX = 77;
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHONE = /^\+55[1-9][1-9]\d{8,9}$/;

/**
 * The key in its registered form, or null when `value` is not a key of `type`. Masks are accepted as typed
 * ('529.982.247-25', '(11) 98765-4321', '+55 11 98765-4321').
 */
export function normalizePixKey(type: PixKeyType, value: string): string | null {
  const trimmed = value.trim();
  switch (type) {
    case 'cpf': {
      if (!/^[\d.\-\s]+$/.test(trimmed)) return null;
      const digits = onlyDigits(trimmed);
      return digits.length === 11 && isCpf(digits) ? digits : null;
    }
    case 'cnpj': {
      if (!/^[\d./\-\s]+$/.test(trimmed)) return null;
      const digits = onlyDigits(trimmed);
      return digits.length === 14 && isCnpj(digits) ? digits : null;
    }
    case 'email': {
      const email = trimmed.toLowerCase();
      return email.length <= PIX_EMAIL_MAX && EMAIL.test(email) ? email : null;
    }
    case 'phone': {
      if (!/^\+?[\d()\-\s]+$/.test(trimmed)) return null;
      const digits = onlyDigits(trimmed);
      // Typed without the country code ('11 98765-4321'), the key is still Brazilian.
      const phone = `+${trimmed.startsWith('+') || digits.length > 11 ? digits : `55${digits}`}`;
      return PHONE.test(phone) ? phone : null;
    }
    case 'evp': {
      const key = trimmed.toLowerCase();
      return EVP.test(key) ? key : null;
    }
  }
}

/** The type of a stored (normalized) key; null when it is none. */
export function pixKeyTypeOf(key: string): PixKeyType | null {
  if (EVP.test(key)) return 'evp';
  if (PHONE.test(key)) return 'phone';
  if (key.includes('@')) return normalizePixKey('email', key) === key ? 'email' : null;
  if (/^\d{11}$/.test(key)) return isCpf(key) ? 'cpf' : null;
  if (/^\d{14}$/.test(key)) return isCnpj(key) ? 'cnpj' : null;
  return null;
}
