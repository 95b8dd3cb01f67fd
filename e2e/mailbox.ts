// What the shop e-mailed during the browser tests, as received by the SMTP server of mail-setup.ts.
import { existsSync, readFileSync } from 'node:fs';
import { MAILBOX_FILE, type StoredMail } from './mail-setup.ts';

interface WaitOptions {
  /** Only mails that arrived at or after this Date.now() value (take it just before the action that sends). */
  since?: number;
  timeoutMs?: number;
}

function readMailbox(): StoredMail[] {
  if (!existsSync(MAILBOX_FILE)) {
    throw new Error(
      `No test mailbox at ${MAILBOX_FILE}. The e-mail specs need e2e/mail-setup.ts as Playwright's globalSetup ` +
        'and SMTP_URL=MAIL_SMTP_URL in the web server environment (see e2e/playwright.config.ts).',
    );
  }
  try {
    return JSON.parse(readFileSync(MAILBOX_FILE, 'utf8')) as StoredMail[];
  } catch {
    return [];
  }
}

/** Waits for the newest mail to `email` (since `since`) and returns it. */
export async function waitForMail(email: string, { since = 0, timeoutMs = 15_000 }: WaitOptions = {}) {
  const address = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMailbox()
      .filter((mail) => mail.to.includes(address) && mail.receivedAt >= since)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${email} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code of the newest mail to `email`: it stands alone on its line in every code e-mail. */
export async function readLatestCode(email: string, options: WaitOptions = {}): Promise<string> {
  const mail = await waitForMail(email, options);
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the e-mail to ${email}:\n${mail.text}`);
  return code;
}
