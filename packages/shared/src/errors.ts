/**
 * Every error body carries one of these codes beside its translated message; clients branch on the code,
 * never on the text. Each code has one HTTP status. The set is closed: a new code is added here first.
 */
export const ERROR_CODES = {
  /** The request cannot be read: broken JSON, a form cut short, a wrong content type. */
  MALFORMED: 400,
  /** A one-time code that is wrong, used or expired. */
  INVALID_CODE: 400,
  UNAUTHENTICATED: 401,
  /** Sign-in with an unknown address or a wrong password (never which of the two). */
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The data changed under the request (a race lost); trying again may work. */
  CONFLICT: 409,
  /** The value (an e-mail, a slug) already belongs to another record. */
  ALREADY_EXISTS: 409,
  /** The record is still needed by others (a category with products, the last admin). */
  IN_USE: 409,
  /** Fewer units are left than the order asks for; `data.items` lists each short line. */
  OUT_OF_STOCK: 409,
  /** The total the shopper saw is no longer the total; `data` holds the new one. */
  PRICE_CHANGED: 409,
  INSUFFICIENT_POINTS: 409,
  ORDER_NOT_CANCELLABLE: 409,
  /** The order's status cannot move to the one asked for. */
  INVALID_TRANSITION: 409,
  /** An order holding a prescription medicine cannot go on before a pharmacist approves its prescription. */
  PRESCRIPTION_NOT_APPROVED: 409,
  /** A member of staff acting on their own order or prescription: another must (decision 060). */
  SELF_REVIEW: 409,
  /** The same Idempotency-Key came with a different request. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** A per-customer limit is reached (saved addresses). */
  LIMIT_REACHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA: 415,
  CSRF: 419,
  VALIDATION: 422,
  /** Too many units of one product, or goods above one order's ceiling. */
  QUANTITY_LIMIT: 422,
  /** The cart holds a prescription medicine and no prescription was given with the order. */
  PRESCRIPTION_REQUIRED: 422,
  /** A line of the return is in a category (or is a product) the return policy does not take back. */
  NOT_RETURNABLE: 422,
  /** The order is not delivered yet, or its return window (a shop setting, from delivery) has closed. */
  RETURN_WINDOW_CLOSED: 422,
  /**
   * A failed delivery attempt without its reason, `other` without a note, or a reason given with another
   * status (a bad reason value is VALIDATION).
   */
  DELIVERY_REASON: 422,
  /** A PDF that cannot be made safe: too many pages, too large once opened, encrypted, or unreadable. */
  PDF_REFUSED: 422,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  /** A dependency the answer needs (the database) does not answer. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const errorStatus = (code: ErrorCode): number => ERROR_CODES[code];
