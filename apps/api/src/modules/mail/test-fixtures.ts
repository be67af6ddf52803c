import type { MailMessage } from './mailer';

const OPERATIONS = 'operacoes@brilho.test';

/** Sorts e-mails sent by jobs (which run in no set order) with operations' copy first. */
export const operationsFirst = (a: MailMessage, b: MailMessage): number =>
  Number(b.to === OPERATIONS) - Number(a.to === OPERATIONS);
