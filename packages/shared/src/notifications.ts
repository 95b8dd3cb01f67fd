import { z } from 'zod';
import { pageNumber, perPage } from './numbers.ts';

/**
 * Messages to customers (issue 14): every one is a job in the outbox, written in the transaction of the
 * change that causes it and sent by a worker with retries. Decision 017.
 */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** queued: waiting for its first try; failed: tried, will be tried again; dead: gave up (an admin may retry). */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed', 'dead'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_TEMPLATES = [
  'code',
  'order_placed',
  'order_status',
  'points_credited',
  'prescription_approved',
  'prescription_rejected',
  'return_status',
  'account_notice',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

/**
 * The note on a message that no channel delivered: with no SMTP or text provider configured it was only
 * written to the server's log. Its status stays `sent` (nothing will retry it) but the back-office must not
 * show it as delivered.
 */
export const LOGGED_ONLY_NOTE = 'Written to the log: no provider is configured';

/** What a customer gets order updates on when they never chose: e-mail, and SMS when a phone is known. */
export const DEFAULT_ORDER_UPDATE_CHANNELS: readonly NotificationChannel[] = ['email', 'sms'];

/** The channels a customer wants order updates on (none at all is a choice too). */
export const notificationPreferences = z.object({
  order_updates: z.array(z.enum(NOTIFICATION_CHANNELS, { error: 'Choose e-mail, SMS or WhatsApp' })).max(3),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

// ---------------------------------------------------------------- back-office

export const adminNotificationsQuery = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  page: pageNumber(),
  per_page: perPage(20),
});
export type AdminNotificationsQuery = z.infer<typeof adminNotificationsQuery>;

/** One message as the back-office sees it: who, what, how it went; never its content (codes live there). */
export const adminNotificationView = z.object({
  id: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  template: z.enum(NOTIFICATION_TEMPLATES),
  recipient: z.string(),
  locale: z.enum(['ar', 'en']),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** Marked sent, but it only reached the server's log: no channel was configured for it. */
  logged_only: z.boolean(),
  order_number: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type AdminNotificationView = z.infer<typeof adminNotificationView>;
