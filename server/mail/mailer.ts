import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { localeByCode, type LocaleCode } from '../../api/locales.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The template's name (see templates.ts); names the outbox file. */
  template: string;
  locale: LocaleCode;
}

export interface SentMail {
  /** The message's Message-ID. */
  id: string;
  /** where an operator finds it when the outbox is used */
  file?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it, mail goes to the outbox folder. */
  smtpUrl?: string | undefined;
  /** Where each message is written as an .eml file when there is no SMTP server. */
  outboxDir: string;
  /** The From header, e.g. `"Gear Up. Game On" <no-reply@example.com>`. */
  from: string;
}

/**
 * Sends through SMTP when `smtpUrl` is set; otherwise writes each message as an RFC 822 `.eml` file into
 * `outboxDir`, for an operator to open. Message bodies are never logged nor put in an error.
 */
export function createMailer(options: MailerOptions): Mailer {
  const smtpUrl = options.smtpUrl?.trim();
  return smtpUrl ? smtpMailer(smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from);
}

function messageOf(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': localeByCode(mail.locale).iso },
  };
}

/** A short, single-line description of a transport error: its codes and first line, never the message. */
function deliveryError(kind: string, error: unknown): Error {
  if (!(error instanceof Error)) return new Error(`mail ${kind} failed`);
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const codes = [code, responseCode].filter((x) => typeof x === 'string' || typeof x === 'number').join(' ');
  const firstLine = (error.message.split(/\r?\n/, 1)[0] ?? '').trim().slice(0, 160);
  const wrapped = new Error(
    `mail ${kind} failed${codes ? ` (${codes})` : ''}${firstLine ? `: ${firstLine}` : ''}`,
  );
  if (typeof code === 'string') Object.assign(wrapped, { code });
  if (typeof responseCode === 'number') Object.assign(wrapped, { responseCode });
  return wrapped;
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  if (!/^smtps?:\/\//i.test(smtpUrl)) throw new Error('SMTP URL must start with smtp:// or smtps://');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      let info: { messageId: string };
      try {
        info = await transport.sendMail(messageOf(mail, from));
      } catch (error) {
        throw deliveryError('delivery', error);
      }
      return { id: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(mail) {
      let info: { messageId: string; message: unknown };
      try {
        info = await transport.sendMail(messageOf(mail, from));
      } catch (error) {
        throw deliveryError('composition', error);
      }
      if (!Buffer.isBuffer(info.message)) throw new Error('mail composition failed: no message buffer');
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const template = mail.template.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40) || 'mail';
      const file = join(outboxDir, `${stamp}-${template}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(outboxDir, { recursive: true });
      // The messages hold reset and confirmation links: readable by the server's user only.
      await writeFile(file, info.message, { flag: 'wx', mode: 0o600 });
      return { id: info.messageId, file };
    },
    async close() {
      transport.close();
    },
  };
}
