/**
 * Password rules both sides apply (OWASP ASVS 5.0 §6.2): at least 8 characters, at most 128 (a longer one
 * is refused before anything hashes it), and none of the words an attacker tries first for this person:
 * the product's name, the person's names and their e-mail. The list of common and breached passwords is
 * checked by the API only (it is too big for the web bundle); its message is here so the web can show it.
 */

import { validationMessages } from './messagesValidation';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: validationMessages.passwordTooShort(PASSWORD_MIN_LENGTH),
  tooLong: validationMessages.passwordTooLong(PASSWORD_MAX_LENGTH),
  common: validationMessages.passwordCommon,
  personal: validationMessages.passwordPersonal,
} as const;

/** Always refused inside a password, whoever chooses it. */
const PRODUCT_WORDS = ['brilho'];
/** Shorter pieces of a name or e-mail ('ana', 'jo') are too common inside unrelated passwords to refuse. */
const MIN_PERSONAL_WORD = 4;

export interface PasswordOwner {
  email?: string | null;
  names?: (string | null | undefined)[];
}

/** Lowercase, without accents: 'Conceição' and 'conceicao' are the same word to a guesser. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a person a password must not contain: name parts, the e-mail and its local part's pieces. */
export function personalWords(owner: PasswordOwner): string[] {
  const words = new Set(PRODUCT_WORDS);
  const add = (word: string) => {
    if (word.length >= MIN_PERSONAL_WORD) words.add(word);
  };
  for (const name of owner.names ?? []) for (const part of fold(name ?? '').split(/[^\p{L}\d]+/u)) add(part);
  const email = fold(owner.email ?? '').trim();
  if (email) {
    add(email);
    const [local = ''] = email.split('@');
    add(local);
    for (const part of local.split(/[^\p{L}\d]+/u)) add(part);
  }
  return [...words];
}

/** The first rule a new password breaks (too long, or personal), or null; the common list is the API's. */
export function passwordRuleBroken(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const folded = fold(password);
  if (personalWords(owner).some((word) => folded.includes(word))) return passwordMessages.personal;
  return null;
}
