/**
 * A request URL as the server logs it: the text of an address search is cut out, since it may be a client's
 * address (the query parameters say nothing about anyone and stay).
 */
export function loggableUrl(url: string): string {
  return url.replace(/^(\/evv\/search\/)[^?]*/, '$1…');
}
