import { type PasswordOwner, passwordMessages, passwordRuleBroken } from '@brilho/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The list of common and breached passwords (OWASP ASVS 5.0 6.2.4): the ~49,000 most frequent passwords
 * of public breaches that zxcvbn-ts keeps in `@zxcvbn-ts/language-common` (MIT; includes '12345678',
 * 'senha123', '123mudar'). Server-side only: it would triple the web's initial bundle. Built on first use.
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  // The list is lowercase; 'Senha123' is as guessable as 'senha123'.
  return common.has(password.toLowerCase());
}

/** The pt-BR reason a new password (sign-up, reset) is refused, or null when it may be used. */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | null {
  return passwordRuleBroken(password, owner) ?? (isCommonPassword(password) ? passwordMessages.common : null);
}
