import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * A file sent with the message, kept as text in the e-mail job's payload (so a crash between the change
 * and the send loses nothing): the .ics of a cleaning is `text/calendar; charset=utf-8; method=REQUEST`.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** The port every module sends e-mail through. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sent_at: string;
}

/** Sends over SMTP (`SMTP_URL`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP every message becomes a real `.eml` file under `<dataDir>/outbox` (plus a JSON twin that
 * `/api/dev/outbox` lists), so a developer or a journey can open the links a customer would get.
 */
export function outboxMailer(dir: string, from: string, now: () => Date): Mailer & { list(): OutboxEntry[] } {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    send: async (message) => {
      mkdirSync(dir, { recursive: true });
      const info = await transport.sendMail({ from, ...message });
      const sentAt = now();
      sequence += 1;
      const id = `${sentAt.getTime()}-${process.pid}-${sequence}`;
      writeFileSync(join(dir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = { id, from, sent_at: sentAt.toISOString(), ...message };
      writeFileSync(join(dir, `${id}.json`), JSON.stringify(entry));
    },
    list: () => {
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((name) => name.endsWith('.json'));
      } catch {
        return [];
      }
      return files
        .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxEntry)
        .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id.localeCompare(a.id));
    },
  };
}

/** For tests: keeps what was sent in memory. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
    },
  };
}
