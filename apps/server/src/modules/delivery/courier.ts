import type { CourierStatus } from '@shop/shared/delivery';

/** The courier companies the shop can hand parcels to; the name is the one `dispatch` takes (`"courier"`). */
export type CourierName = 'alwaseet';

/** What a courier needs of an order to carry it: the facts on the parcel's slip. */
export interface ParcelRequest {
  /** Our order number: the company keeps it on the parcel (Al-Waseet's `merchant_invoice_id`). */
  orderNumber: string;
  clientName: string;
  /** `+9647XXXXXXXXX`. */
  phone: string;
  /** The governorate or city and the area within it, by name, as the customer's address has them. */
  city: string;
  region: string;
  /** The landmark ("near the blue mosque"): the address couriers in Iraq actually follow. */
  landmark: string;
  itemsCount: number;
  /** The cash the courier collects at the door, in whole dinars (0 when everything was paid before). */
  cashToCollect: number;
  notes?: string;
}

/** A parcel the company took: its id there and, when it gives one, the link of its QR label. */
export interface CreatedParcel {
  parcelId: string;
  labelUrl: string | null;
}

/** A parcel's status as the company reports it, read by the status table (packages/shared/src/delivery.ts). */
export interface ParcelStatus extends CourierStatus {
  parcelId: string;
}

/** One courier company, as dispatch and the status poller use it. */
export interface CourierAdapter {
  readonly name: CourierName;
  createParcel(parcel: ParcelRequest): Promise<CreatedParcel>;
  cancelParcel(parcelId: string): Promise<void>;
  /** The statuses of these parcels; a parcel the company does not know is left out of the answer. */
  fetchStatuses(parcelIds: readonly string[]): Promise<ParcelStatus[]>;
}

/**
 * Why a call to a courier failed. `unreachable`: no answer (down, timed out, not JSON); worth a retry.
 * `refused`: the company answered with an error (`code` is its own, e.g. Al-Waseet's errNum, with its message).
 * `rejected`: we could not even ask (a place the company does not serve, a bad amount, a call it lacks); a
 * retry changes nothing until someone corrects the order.
 */
export class CourierError extends Error {
  constructor(
    readonly courier: CourierName,
    readonly kind: 'unreachable' | 'refused' | 'rejected',
    message: string,
    readonly code?: string,
    readonly courierMessage?: string,
  ) {
    super(message);
    this.name = 'CourierError';
  }

  get retryable(): boolean {
    return this.kind !== 'rejected';
  }
}
