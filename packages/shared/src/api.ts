import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.ts';
import { idNumber } from './numbers.ts';

/** The success envelope of every API answer: `{ success: true, data, message? }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/**
 * Loose on purpose: error bodies are serialised through this schema, and a field the error handler
 * adds before this schema knows it must reach the client, not be stripped.
 */
export const errorEnvelope = z
  .looseObject({
    success: z.literal(false),
    /** Stable and machine-readable: clients branch on it (ERROR_CODES in errors.ts); the message is for people. */
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** More about the refusal where a client can act on it (the short lines of OUT_OF_STOCK). */
    data: z.unknown().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The `data` of an answer that carries none (a delete, a code sent): `{ success: true, data: null }`. */
export const noData = z.null();

/** One page of a list, in the paginator shape the spec's client reads. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  });

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export function toPage<T>(rows: T[], total: number, page: number, perPage: number): Page<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  return {
    data: rows,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + rows.length - 1,
  };
}

/** The direction of a list sorted on the server (`?order=asc|desc`); ties are always broken by id. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const idParam = z.object({ id: idNumber() });
