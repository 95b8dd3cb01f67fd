/**
 * A movement's quantity with its sign always written (+12, −5: a true minus sign, which reads better than a
 * hyphen), around the already formatted absolute value. The caller isolates it as LTR text so the sign
 * stays before the digits in Arabic.
 */
export function signedQuantity(quantity: number, formattedAbs: string): string {
  if (quantity > 0) return `+${formattedAbs}`;
  if (quantity < 0) return `\u2212${formattedAbs}`;
  return formattedAbs;
}
