import { REGISTRATION_EMAILS } from '../../words/professionals';
import { type MailMessage, greetingEmail as message } from '../mail';

/** The professional's registration e-mails: received (self sign-up), validated and refused (the console). */

interface Recipient {
  email: string;
  firstName: string;
}

/** Sent in the validation's transaction (`actOnProfessional`, console.service.ts). */
export const registrationValidatedEmail = (to: Recipient, url: string): MailMessage =>
  message(
    to,
    REGISTRATION_EMAILS.validated.subject,
    REGISTRATION_EMAILS.validated.heading,
    [...REGISTRATION_EMAILS.validated.lines],
    { label: REGISTRATION_EMAILS.validated.action, url },
  );

/** Sent in the refusal's transaction, with the operator's reason. */
export const registrationRefusedEmail = (to: Recipient, reason: string, url: string): MailMessage =>
  message(
    to,
    REGISTRATION_EMAILS.refused.subject,
    REGISTRATION_EMAILS.refused.heading,
    REGISTRATION_EMAILS.refused.lines(reason),
    { label: REGISTRATION_EMAILS.refused.action, url },
  );

/** Sent when the sign-up is stored: the terms promise an answer within 72 business hours. */
export const registrationReceivedEmail = (to: Recipient, url: string): MailMessage =>
  message(
    to,
    REGISTRATION_EMAILS.received.subject,
    REGISTRATION_EMAILS.received.heading,
    [...REGISTRATION_EMAILS.received.lines],
    { label: REGISTRATION_EMAILS.received.action, url },
  );
