import { randomUUID } from 'node:crypto';
import type { Locale } from '@shop/shared/constants';
import { LOGGED_ONLY_NOTE, type NotificationTemplate } from '@shop/shared/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getShopSettings } from '../settings/service.ts';
import { claimDueMessages, markFailed, markSent, type OutboxRow, onOutboxNudge } from './outbox.ts';
import { PermanentDeliveryError, pickTextProvider, type TextProvider } from './providers.ts';
import { renderMessage, type TemplatePayloads } from './templates/index.ts';

export interface OutboxWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  providers: { webhook: TextProvider | null; whatsapp: TextProvider | null; fallback: TextProvider };
  publicUrl: string;
  /** How often to look for due jobs when nothing nudged (retries, other instances' jobs). */
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claimed job is this worker's; after it, another worker may take it again. */
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  readonly id: string;
  start(): void;
  /** Look now: a transaction that enqueued messages has committed. */
  nudge(): void;
  /** Stops polling and waits (a bounded time) for the jobs in hand; unsent ones stay in the table. */
  stop(): Promise<void>;
  /** One pass, for tests and scripts: claims, sends and settles due jobs; returns how many it claimed. */
  runOnce(): Promise<number>;
}

const STOP_WAIT_MS = 5_000;

/**
 * The sender of the outbox, one per server process. Its timer never keeps the process alive (unref), a pass
 * never overlaps another, and a full batch is followed at once by the next.
 */
export function createOutboxWorker(opts: OutboxWorkerOptions): OutboxWorker {
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const batchSize = opts.batchSize ?? 20;
  const leaseMs = opts.leaseMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let started = false;
  let stopped = false;
  let unsubscribe: (() => void) | null = null;

  const schedule = (delay: number) => {
    if (stopped || !started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(loop, delay);
    timer.unref();
  };

  const loop = () => {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err) => {
        // A database that went away (shutdown, failover) is retried at the next poll.
        if (!stopped) opts.log.warn({ err }, 'outbox pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    void running.then((claimed) => {
      const more = again || claimed >= batchSize;
      again = false;
      schedule(more ? 0 : opts.pollMs);
    });
  };

  async function deliver(job: OutboxRow, shop: Awaited<ReturnType<typeof getShopSettings>>['contact']) {
    const rendered = renderMessage(
      job.template as NotificationTemplate,
      job.payload as TemplatePayloads[NotificationTemplate],
      { locale: job.locale as Locale, shop, publicUrl: opts.publicUrl },
    );
    if (job.channel === 'email') {
      await opts.mailer.send({
        to: job.recipient,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
      });
      return opts.mailer.logOnly ? LOGGED_ONLY_NOTE : null;
    }
    const channel = job.channel as 'sms' | 'whatsapp';
    const provider = pickTextProvider(channel, opts.providers);
    await provider.send({ to: job.recipient, channel, text: rendered.short });
    return provider.name === 'log' ? LOGGED_ONLY_NOTE : null;
  }

  async function pass(): Promise<number> {
    const jobs = await claimDueMessages(opts.db, {
      workerId: id,
      limit: batchSize,
      leaseMs,
      maxAttempts: opts.maxAttempts,
    });
    if (!jobs.length) return 0;
    const { contact } = await getShopSettings(opts.db);
    for (const job of jobs) {
      try {
        const note = await deliver(job, contact);
        await markSent(opts.db, job.id, id, note);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        // Which job and why; never its content (a code).
        opts.log.warn(
          { job: job.id, channel: job.channel, attempt: job.attempts, error },
          'message not sent',
        );
        await markFailed(opts.db, job, {
          workerId: id,
          error,
          retryBaseMs: opts.retryBaseMs,
          final: err instanceof PermanentDeliveryError,
        });
      }
    }
    return jobs.length;
  }

  return {
    id,
    start() {
      if (started) return;
      started = true;
      unsubscribe = onOutboxNudge(opts.db, () => this.nudge());
      schedule(0);
    },
    nudge() {
      if (stopped || !started) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([running, new Promise((r) => (wait = setTimeout(r, STOP_WAIT_MS)))]);
        clearTimeout(wait);
      }
    },
    runOnce: () => pass(),
  };
}
