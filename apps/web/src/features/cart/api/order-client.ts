import type { StockShortage } from '@shop/shared/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export type { StockShortage } from '@shop/shared/orders';

/** A refused order; `shortages` is filled for OUT_OF_STOCK ("not available in the quantity requested"). */
export class OrderRequestError extends ApiError {
  readonly shortages: StockShortage[];

  constructor(base: ApiError, shortages: StockShortage[]) {
    super({
      status: base.status,
      code: base.code,
      message: base.serverMessage,
      errors: base.errors,
      timedOut: base.timedOut,
      data: base.data,
    });
    this.name = 'OrderRequestError';
    this.shortages = shortages;
  }
}

function readShortages(data: unknown): StockShortage[] {
  const items = (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const id = Number(item.product_id);
    if (!Number.isInteger(id)) return [];
    return [
      { product_id: id, requested: Number(item.requested) || 0, available: Number(item.available) || 0 },
    ];
  });
}

/** POST through the one API client with extra headers; an OUT_OF_STOCK refusal carries its short lines. */
export async function postWithHeaders(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ data: unknown }> {
  try {
    const { data } = await apiRequest('POST', path, { body, headers });
    return { data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new OrderRequestError(error, error.code === 'OUT_OF_STOCK' ? readShortages(error.data) : []);
  }
}
