/**
 * The query parameters that ad networks and social apps add to a shared link to follow the click (Facebook's
 * `fbclid` is new on every click). They never change what the page shows, and the shop reads none of them.
 */
const TRACKING =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|igsh|ttclid|twclid|li_fat_id|mc_cid|mc_eid|yclid|srsltid|_ga|_gl)$/i;

/**
 * A page's address without the tracking parameters of a shared link: what the server renders and remembers the
 * page under, and what the browser shows once the app starts. A link shared on Facebook is opened with a
 * different `fbclid` by every visitor; under its full address each one was a page never seen before.
 */
export function pageAddress(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const hash = url.indexOf('#', query);
  const search = url.slice(query + 1, hash === -1 ? undefined : hash);
  const kept = search.split('&').filter((pair) => {
    const name = pair.split('=', 1)[0]!;
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A name that does not decode is not one of ours to drop.
    }
    return pair !== '' && !TRACKING.test(decoded);
  });
  const rest = hash === -1 ? '' : url.slice(hash);
  return `${url.slice(0, query)}${kept.length ? `?${kept.join('&')}` : ''}${rest}`;
}
