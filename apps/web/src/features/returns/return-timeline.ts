import type { ReturnStatus, ReturnView } from '@shop/shared/returns';

/** One step of the customer's timeline: the label's key, when it happened (null while still ahead). */
export interface TimelineStep {
  key: ReturnStatus | 'done';
  at: string | null;
}

/**
 * requested → approved or rejected → received → refunded or replaced. Steps ahead are shown as "not yet", so
 * the customer sees the whole road; a rejection ends it, and the last step is named once it is known.
 */
export function returnTimeline(view: Pick<ReturnView, 'status' | 'history' | 'created_at'>): TimelineStep[] {
  const at = (status: ReturnStatus) => view.history.find((h) => h.status === status)?.at ?? null;
  const requested: TimelineStep = { key: 'requested', at: at('requested') ?? view.created_at };
  if (view.status === 'rejected') return [requested, { key: 'rejected', at: at('rejected') }];
  const last: TimelineStep =
    view.status === 'refunded' || view.status === 'replaced'
      ? { key: view.status, at: at(view.status) }
      : { key: 'done', at: null };
  return [requested, { key: 'approved', at: at('approved') }, { key: 'received', at: at('received') }, last];
}
