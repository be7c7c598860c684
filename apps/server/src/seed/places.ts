// The towns live with the address search's gazetteer, which answers from the same streets the seed uses.
export { BURLINGTON_TOWNS, NEW_JERSEY_TOWNS, PENNSYLVANIA_TOWNS, type Town } from '../search/towns.ts';

/** Fictional numbers only: 555-0100 to 555-0199 is reserved for fiction in every North American area code. */
export const FICTIONAL_EXCHANGE = '555';
/** Reserved for documentation (RFC 2606), so no real mailbox is ever addressed. */
export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
