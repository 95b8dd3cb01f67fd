import { adjustStockBody, receiveBatchBody, writeOffBody } from '@shop/shared/inventory';
import { z } from 'zod';

/** A blank form field is a value left out, not a wrong one. */
const blankIsUnset = (unset: null | undefined) => (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? unset : v;

/** The shared body, except that an empty quantity means "all the batch holds" (the server's default). */
export const writeOffForm = writeOffBody.extend({
  quantity: z.preprocess(blankIsUnset(undefined), writeOffBody.shape.quantity),
});

/** The shared body; the batch select's "" is "outside batches", which the server reads as no batch. */
export const adjustForm = adjustStockBody.extend({
  batch_id: z.preprocess(blankIsUnset(null), adjustStockBody.shape.batch_id),
});

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The shared body, with the server's two date rules said before the round trip (in the server's words,
 * which the shared catalogue translates): a lot already expired cannot be received, nor one received
 * after today.
 */
export const receiveForm = (today: string) =>
  receiveBatchBody
    // Only a well-formed date is compared; a malformed one already has its own message.
    .refine((b) => !isDate(b.expiry_date) || b.expiry_date > today, {
      path: ['expiry_date'],
      message: 'This batch has already expired: it cannot be sold',
    })
    .refine((b) => !isDate(b.received_on) || b.received_on! <= today, {
      path: ['received_on'],
      message: 'The date received cannot be in the future',
    });
