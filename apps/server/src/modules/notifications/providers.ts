import type { FastifyBaseLogger } from 'fastify';

/** An SMS or WhatsApp message, to `+9647XXXXXXXXX`. */
export interface TextMessage {
  to: string;
  channel: 'sms' | 'whatsapp';
  text: string;
}

export interface TextProvider {
  readonly name: string;
  send(message: TextMessage): Promise<void>;
}

/** A failure that no retry will fix (nothing configured to send with): the job is dead at once. */
export class PermanentDeliveryError extends Error {}

const TIMEOUT_MS = 10_000;

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) {
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    throw new Error(`${new URL(url).host} answered ${res.status}${detail ? `: ${detail}` : ''}`);
  }
}

/**
 * Any local gateway (SMS_WEBHOOK_URL): the shop POSTs `{ to, channel, text }` as JSON and a 2xx answer means
 * the gateway took the message.
 */
export function webhookProvider(url: string): TextProvider {
  return {
    name: 'webhook',
    send: (m) => post(url, { to: m.to, channel: m.channel, text: m.text }),
  };
}

/** The WhatsApp Cloud API: POST {base}/{phone-number-id}/messages with the business token. */
export function whatsappCloudProvider(opts: {
  baseUrl: string;
  phoneNumberId: string;
  token: string;
}): TextProvider {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-cloud',
    send: (m) =>
      post(
        url,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: m.to.replace(/^\+/, ''),
          type: 'text',
          text: { preview_url: true, body: m.text },
        },
        { authorization: `Bearer ${opts.token}` },
      ),
  };
}

/**
 * Nothing configured: a developer reads the message in the log; in production nothing is logged of it (a code
 * must never reach a log) and the job fails for good, so the back-office shows what is not being sent.
 */
export function logProvider(log: FastifyBaseLogger, logContent: boolean): TextProvider {
  return {
    name: 'log',
    async send(m) {
      if (!logContent)
        throw new PermanentDeliveryError(
          `No ${m.channel === 'sms' ? 'SMS' : 'WhatsApp'} provider is configured`,
        );
      log.info({ to: m.to, channel: m.channel }, `${m.channel} (no provider configured):\n${m.text}`);
    },
  };
}

/** WhatsApp goes through the Cloud API when it is configured, else through the webhook; SMS through the webhook. */
export function pickTextProvider(
  channel: 'sms' | 'whatsapp',
  providers: { webhook: TextProvider | null; whatsapp: TextProvider | null; fallback: TextProvider },
): TextProvider {
  if (channel === 'whatsapp') return providers.whatsapp ?? providers.webhook ?? providers.fallback;
  return providers.webhook ?? providers.fallback;
}
