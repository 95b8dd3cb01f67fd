/** Words that begin a compound Arabic given name and are never a name alone (عبد الله، أبو بكر). */
const COMPOUND_STARTS = new Set(['عبد', 'ابو', 'أبو']);

/**
 * A full name as first and last name, for an account that gave one name (sign-up asks for a single field):
 * the first word is the given name, or the first two when they form one (عبد الله), and the rest is the family
 * name. A one-word name has no last name.
 */
export function splitFullName(name: string): { first: string; last: string | null } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const take = words.length >= 2 && COMPOUND_STARTS.has(words[0]!) ? 2 : 1;
  const first = words.slice(0, take).join(' ');
  const last = words.slice(take).join(' ');
  return { first, last: last || null };
}
