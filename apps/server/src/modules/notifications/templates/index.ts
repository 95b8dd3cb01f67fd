import type { NotificationTemplate } from '@shop/shared/notifications';
import { type AccountNoticePayload, renderAccountNotice } from './account-notice.ts';
import { type CodePayload, renderCode } from './code.ts';
import type { RenderContext, Rendered } from './layout.ts';
import { type OrderPlacedPayload, renderOrderPlaced } from './order-placed.ts';
import { type OrderStatusPayload, renderOrderStatus } from './order-status.ts';
import { type PointsCreditedPayload, renderPointsCredited } from './points-credited.ts';
import {
  type PrescriptionDecisionPayload,
  renderPrescriptionApproved,
  renderPrescriptionRejected,
} from './prescription.ts';
import { type ReturnStatusPayload, renderReturnStatus } from './return-status.ts';

/** Each template's payload: what is stored in the outbox row and rendered when the job is sent. */
export interface TemplatePayloads {
  code: CodePayload;
  order_placed: OrderPlacedPayload;
  order_status: OrderStatusPayload;
  points_credited: PointsCreditedPayload;
  prescription_approved: PrescriptionDecisionPayload;
  prescription_rejected: PrescriptionDecisionPayload;
  return_status: ReturnStatusPayload;
  account_notice: AccountNoticePayload;
}

const RENDERERS: { [T in NotificationTemplate]: (p: TemplatePayloads[T], ctx: RenderContext) => Rendered } = {
  code: renderCode,
  order_placed: renderOrderPlaced,
  order_status: renderOrderStatus,
  points_credited: renderPointsCredited,
  prescription_approved: renderPrescriptionApproved,
  prescription_rejected: renderPrescriptionRejected,
  return_status: renderReturnStatus,
  account_notice: renderAccountNotice,
};

export function renderMessage<T extends NotificationTemplate>(
  template: T,
  payload: TemplatePayloads[T],
  ctx: RenderContext,
): Rendered {
  return RENDERERS[template](payload, ctx);
}
