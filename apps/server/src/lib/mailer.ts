import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Without SMTP, what would have been sent (newest last): the developer's outbox. */
  readonly outbox: Mail[];
  /** True when no SMTP is configured: a "sent" mail only reached the log (and the developer's outbox). */
  readonly logOnly?: boolean;
}

const OUTBOX_LIMIT = 50;

/**
 * Real SMTP when SMTP_URL is set; otherwise the message, code included, goes to the log, except in
 * production (`logContent` false), where only its address and subject do.
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  logContent?: boolean;
}): Mailer {
  const outbox: Mail[] = [];
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    outbox,
    logOnly: transport === null,
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: opts.from, ...mail });
        return;
      }
      outbox.push(mail);
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
      if (opts.logContent === false) {
        opts.log.warn({ to: mail.to, subject: mail.subject }, 'E-mail not sent: no SMTP_URL set');
        return;
      }
      opts.log.info({ to: mail.to, subject: mail.subject }, `E-mail (no SMTP_URL set):\n${mail.text}`);
    },
  };
}
