import { toLatinDigits } from './digits.ts';

/**
 * Iraqi mobile numbers: `07` and 9 more digits, or the same with `+964`/`00964` instead of the `0`.
 * Returns the local form `07XXXXXXXXX`, or null when it is not an Iraqi mobile number.
 */
export function normalizeIraqiPhone(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-().]/g, '');
  const m = /^(?:\+964|00964|0)?(7\d{9})$/.exec(compact);
  return m ? `0${m[1]}` : null;
}

/** The stored and sent form of an Iraqi mobile number, `+9647XXXXXXXXX`; null when it is not one. */
export function iraqiMobileE164(input: string): string | null {
  const local = normalizeIraqiPhone(input);
  return local ? `+964${local.slice(1)}` : null;
}

/** `+9647701234567` → `0770 123 4567`, the way Iraqis write their numbers (for display only). */
export function formatIraqiMobile(input: string): string {
  const local = normalizeIraqiPhone(input);
  return local ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : input;
}

/** A WhatsApp chat link for a number: wa.me takes the international number as digits only. */
export const whatsappLink = (phone: string): string =>
  `https://wa.me/${(iraqiMobileE164(phone) ?? toLatinDigits(phone)).replace(/\D/g, '')}`;

/**
 * What staff typed into a search box, as the digits to look for inside a stored number, however an Iraqi writes
 * it: `0771 234`, `+964 771…`, `00964771…`, `771…`, in Arabic-Indic digits too. The prefix (`0`, `+964`, `00964`)
 * is dropped, so the digits match the local form (`0771…`) and the international one (`+964771…`) alike. Null
 * when the text is not a number (a name, an e-mail) or too short to narrow anything (under 3 digits).
 */
export function phoneSearchDigits(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const national = compact.replace(/^(?:\+964|00964|964(?=7)|0)/, '');
  return national.length >= 3 ? national : null;
}
