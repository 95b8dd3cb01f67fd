// Playwright globalSetup: a real SMTP server for the browser tests. The shop under test sends its e-mails here
// (SMTP_URL, see playwright.config.ts) and every mail lands, decoded, in a JSON file the specs read through
// mailbox.ts: the code a shopper would find in their inbox.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One fixed port per test server port, so parallel runs on different E2E_PORTs do not collide. */
export const MAIL_SMTP_PORT = Number(
  process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000,
);
export const MAIL_SMTP_URL = `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;
export const MAILBOX_FILE = path.resolve(
  import.meta.dirname,
  '../test-results',
  `mailbox-${process.env.E2E_PORT ?? 3100}.json`,
);

/** The fake SMS gateway (issue 14): SMS_WEBHOOK_URL of the shop under test, one port per test server port. */
export const SMS_GATEWAY_PORT = Number(
  process.env.E2E_SMS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000,
);
export const SMS_WEBHOOK_URL = `http://127.0.0.1:${SMS_GATEWAY_PORT}/sms`;
export const SMS_INBOX_FILE = path.resolve(
  import.meta.dirname,
  '../test-results',
  `sms-${process.env.E2E_PORT ?? 3100}.json`,
);

/** One text as the gateway received it: `{ to: "+9647…", channel: "sms" | "whatsapp", text }`. */
export interface StoredText {
  to: string;
  channel: string;
  text: string;
  receivedAt: number;
}

export interface StoredMail {
  to: string[];
  subject: string;
  /** The decoded text of every part, joined. */
  text: string;
  /** Date.now() when it arrived. */
  receivedAt: number;
}

function writeJson(file: string, items: unknown[]): void {
  // Write then rename: a spec reading at the same moment sees the old file or the new one, never half of one.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(items));
  renameSync(temp, file);
}
const writeMailbox = (mails: StoredMail[]) => writeJson(MAILBOX_FILE, mails);

/** A local HTTP server that records every JSON POST, as an SMS gateway would receive it. */
async function startSmsGateway(): Promise<() => Promise<void>> {
  const texts: StoredText[] = [];
  writeJson(SMS_INBOX_FILE, texts);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<StoredText, 'receivedAt'>;
        texts.push({ to: body.to, channel: body.channel, text: body.text, receivedAt: Date.now() });
        writeJson(SMS_INBOX_FILE, texts);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`The fake SMS gateway cannot listen on ${SMS_WEBHOOK_URL}: ${error.message}`)),
    );
    server.listen(SMS_GATEWAY_PORT, '127.0.0.1', resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(SMS_INBOX_FILE, { force: true });
  };
}

export default async function mailSetup(): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(MAILBOX_FILE), { recursive: true });
  const mails: StoredMail[] = [];
  writeMailbox(mails);

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeHeader(/^subject:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(raw)?.[1] ?? ''),
          text: decodeMime(raw),
          receivedAt: Date.now(),
        });
        writeMailbox(mails);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`The test SMTP server cannot listen on ${MAIL_SMTP_URL}: ${error.message}`)),
    );
    server.listen(MAIL_SMTP_PORT, '127.0.0.1', resolve);
  });

  const stopGateway = await startSmsGateway();

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(MAILBOX_FILE, { force: true });
    await stopGateway();
  };
}

/** Encoded-word headers (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
    .trim();
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Just enough MIME for the shop's own mails: multipart bodies, base64 and quoted-printable parts. */
function decodeMime(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .filter((part) => part.trim() && !part.startsWith('--'))
      .map((part) => decodeMime(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}
