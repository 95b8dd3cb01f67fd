// Playwright globalSetup: a real SMTP server for the browser tests. The shop under test sends its e-mails here
// (SMTP_URL, see playwright.config.ts) and every mail lands, decoded, in a JSON file the specs read through
// mailbox.ts: the code a shopper would find in their inbox.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

export interface StoredMail {
  to: string[];
  subject: string;
  /** The decoded text of every part, joined. */
  text: string;
  /** Date.now() when it arrived. */
  receivedAt: number;
}

function writeMailbox(mails: StoredMail[]): void {
  // Write then rename: a spec reading at the same moment sees the old file or the new one, never half of one.
  const temp = `${MAILBOX_FILE}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(mails));
  renameSync(temp, MAILBOX_FILE);
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

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(MAILBOX_FILE, { force: true });
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
