/**
 * Search text as the shop sends it: no spaces at either end and one space between words. A search typed
 * before the app has started goes as the browser sends it (`search=++كريم++`), so the list page reads the
 * address through this too.
 */
export function tidySearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
