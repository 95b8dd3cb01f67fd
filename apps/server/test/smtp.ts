import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded text of every part, joined. */
  text: string;
}

/**
 * A real SMTP server for tests: the app sends through nodemailer over TCP and the test reads what
 * arrived. Returns the smtp:// URL to give the app.
 */
export async function startTestSmtp(port = 0) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeMime(raw),
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  // A given port lets a test stop the receiver and start it again where the shop already sends.
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as { port: number };

  /** Waits for the next mail to an address that arrives after `since` mails were counted. */
  async function nextMailTo(to: string, since = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.slice(since).find((m) => m.to.includes(to.toLowerCase()));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code stands alone on its line in the text part of every code e-mail. */
export function codeFrom(mail: ReceivedMail): string {
  const m = /^\s*(\d{6})\s*$/m.exec(mail.text);
  if (!m) throw new Error(`no code in mail:\n${mail.text}`);
  return m[1]!;
}

/** Just enough MIME to read our own mails: multipart bodies, base64 and quoted-printable parts. */
function decodeMime(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .filter((p) => p.trim() && !p.startsWith('--'))
      .map((p) => decodeMime(p.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
