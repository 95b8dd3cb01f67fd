import type { orderView } from '@shop/shared/orders';
import { type CreateReturnBody, createReturnBody, type ReturnReason } from '@shop/shared/returns';
import type { z } from 'zod';

type Order = z.infer<typeof orderView>;
type OrderItem = Order['items'][number];

/** One order line in the form: ticked or not, and how many (kept when unticked, so re-ticking restores it). */
export interface ReturnLineState {
  selected: boolean;
  quantity: number;
}

/** Everything the customer has typed; it survives a failed submit untouched. */
export interface ReturnFormState {
  lines: Record<number, ReturnLineState>;
  reason: ReturnReason | '';
  note: string;
}

export type ReturnFormField = 'items' | 'reason' | 'note';
export type ReturnFormErrors = Partial<Record<ReturnFormField, string>>;

/** Whether the line can be asked back now: returnable, and some units not already in another return. */
export const canReturnLine = (item: OrderItem): boolean => item.returnable && item.returnable_quantity > 0;

/** Why the order as a whole offers no return, or null when the form can be shown. */
export function returnBlocker(order: Order): 'notDelivered' | 'windowClosed' | 'nothingLeft' | null {
  if (order.status !== 'delivered' || !order.return_window) return 'notDelivered';
  if (!order.return_window.open) return 'windowClosed';
  if (!order.items.some(canReturnLine)) return 'nothingLeft';
  return null;
}

/** Nothing ticked; each returnable line ready at its whole returnable quantity once ticked. */
export function initialReturnForm(order: Order): ReturnFormState {
  const lines: Record<number, ReturnLineState> = {};
  for (const item of order.items) {
    if (canReturnLine(item)) lines[item.id] = { selected: false, quantity: item.returnable_quantity };
  }
  return { lines, reason: '', note: '' };
}

/** The ticked lines, each clamped to what may still be returned. */
function chosenLines(state: ReturnFormState, order: Order) {
  return order.items.flatMap((item) => {
    const line = state.lines[item.id];
    if (!line?.selected || !canReturnLine(item)) return [];
    const quantity = Math.min(Math.max(1, Math.trunc(line.quantity)), item.returnable_quantity);
    return [{ item, quantity }];
  });
}

/** The request body for the ticked lines. */
export function toCreateReturnBody(state: ReturnFormState, order: Order): CreateReturnBody {
  const items = chosenLines(state, order).map(({ item, quantity }) => ({ order_item_id: item.id, quantity }));
  const note = state.note.trim();
  return {
    items,
    // The schema refuses the empty choice with its own message ("Choose a reason").
    reason: (state.reason || undefined) as ReturnReason,
    ...(note ? { note } : {}),
  };
}

/** The value of the ticked units at the price paid per unit (before the order's discounts and points). */
export function selectedValue(state: ReturnFormState, order: Order): number {
  return chosenLines(state, order).reduce((sum, { item, quantity }) => sum + item.price * quantity, 0);
}

/** Which form field a schema or server error path belongs to (`items.0.quantity` is the items list). */
export function fieldOf(path: string | number | undefined): ReturnFormField | null {
  const head = String(path ?? '').split('.')[0];
  return head === 'items' || head === 'reason' || head === 'note' ? head : null;
}

/** Checks the form with the same shared schema the server uses: the body to send, or a message per field. */
export function validateReturnForm(
  state: ReturnFormState,
  order: Order,
): { ok: true; body: CreateReturnBody } | { ok: false; errors: ReturnFormErrors } {
  const body = toCreateReturnBody(state, order);
  const parsed = createReturnBody.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: ReturnFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path[0] as string | number | undefined);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The server's 422 field errors (`{ "items.0.quantity": [...] }`) folded onto the form's three fields. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): ReturnFormErrors {
  const out: ReturnFormErrors = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const field = fieldOf(path);
    const message = messages[0];
    if (field && message && !out[field]) out[field] = message;
  }
  return out;
}
