import { z } from 'zod';

export const publicConfig = z.object({
  demo: z.boolean(),
  free_shipping_threshold: z.number().int(),
  shipping_fee: z.number().int(),
  map_tile_url: z.string(),
  payment_methods: z.array(z.string()),
});
export type PublicConfig = z.infer<typeof publicConfig>;
