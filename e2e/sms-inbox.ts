// What the shop texted during the browser tests, as received by the fake SMS gateway of mail-setup.ts.
import { existsSync, readFileSync } from 'node:fs';
import { SMS_INBOX_FILE, type StoredText } from './mail-setup.ts';

function readInbox(): StoredText[] {
  if (!existsSync(SMS_INBOX_FILE)) {
    throw new Error(
      `No SMS inbox at ${SMS_INBOX_FILE}. The phone specs need e2e/mail-setup.ts as Playwright's globalSetup ` +
        'and SMS_WEBHOOK_URL in the web server environment (see e2e/playwright.config.ts).',
    );
  }
  try {
    return JSON.parse(readFileSync(SMS_INBOX_FILE, 'utf8')) as StoredText[];
  } catch {
    return [];
  }
}

/** The 6-digit code of the newest text to `phone` (`+9647…`) since `since` (a Date.now() value). */
export async function readLatestTextedCode(
  phone: string,
  { since = 0, timeoutMs = 15_000 }: { since?: number; timeoutMs?: number } = {},
): Promise<{ code: string; text: StoredText }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = readInbox()
      .filter((t) => t.to === phone && t.receivedAt >= since)
      .at(-1);
    const code = text && /(?<!\d)(\d{6})(?!\d)/.exec(text.text)?.[1];
    if (text && code) return { code, text };
    if (Date.now() > deadline)
      throw new Error(`No text with a code to ${phone} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
