import type { Config } from '../../config.ts';
import { alwaseetAdapter, createAlwaseetClient } from './alwaseet.ts';
import type { CourierAdapter, CourierName } from './courier.ts';

/** The companies whose settings are set; the shop runs with none, and then dispatches with its own drivers only. */
export function createCouriers(couriers: Config['couriers']): Partial<Record<CourierName, CourierAdapter>> {
  return couriers.alwaseet ? { alwaseet: alwaseetAdapter(createAlwaseetClient(couriers.alwaseet)) } : {};
}
