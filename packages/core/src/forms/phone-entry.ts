import type { PhoneValue } from './definition.ts';

/** What people write between the groups of a number: spaces, brackets, dots, dashes and slashes. */
const SEPARATORS = /[\s().\-/]+/g;
/** An extension at the end of a number: 'x12', 'ext. 12', 'extension 12', '#12'. */
const EXTENSION = /^(.*?)\s*(?:ext(?:ension)?\.?|x|#)\s*(\d+)\s*$/i;
/** A number as written: an optional '+' before its country code, then digits and separators. */
const WRITTEN = /^\s*(\+)?([\d\s().\-/]*)$/;
/** A local number's digits (555-0195): text holding this many typed into the country code or Ext is a number. */
const LOCAL_DIGITS = 7;

/** A North American number (country code 1, or none typed yet): 1 in front is its country code, not its own. */
const isNorthAmerican = (countryCode: string) => /^0*1?$/.test(countryCode);

/** The national number as stored: North American grouped 555-0195 or 856-555-0195, another country's digits. */
function nationalText(digits: string, northAmerican: boolean): string {
  if (!northAmerican || digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The country code a number names and the digits after it: the first group after a '+' ('+44 20 …'), or a 1 in
 * front of a North American number ('+1856…', '1-856-…'). Null for a '+' whose country code cannot be told
 * from its number ('+4420…').
 */
function splitCountryCode(
  groups: readonly string[],
  plus: boolean,
  countryCode: string,
): { countryCode?: string; national: string } | null {
  const digits = groups.join('');
  const first = groups[0] ?? '';
  if (plus && groups.length > 1 && first.length <= 3)
    return { countryCode: first, national: digits.slice(first.length) };
  if ((plus || isNorthAmerican(countryCode)) && digits.startsWith('1'))
    return { countryCode: '1', national: digits.slice(1) };
  return plus ? null : { national: digits };
}

/**
 * A whole number as a person writes it, in its parts: '+1 856 555 0195 x12', '(856) 555-0195', '856.555.0195 ext.
 * 4', '1-856-555-0195'. Null when the text is not a number, or its country code cannot be told.
 */
function readNumber(text: string, countryCode: string): Partial<PhoneValue> | null {
  const extension = EXTENSION.exec(text);
  const written = WRITTEN.exec(extension ? extension[1]! : text);
  if (!written) return null;
  const split = splitCountryCode(
    written[2]!.split(SEPARATORS).filter(Boolean),
    Boolean(written[1]),
    countryCode,
  );
  if (!split) return null;
  return {
    ...(split.countryCode === undefined ? {} : { countryCode: split.countryCode }),
    phoneNumber: nationalText(split.national, isNorthAmerican(split.countryCode ?? countryCode)),
    ...(extension ? { ext: extension[2]! } : {}),
  };
}

/** A country code or extension typed alone: its '+' or 'ext' and separators dropped; anything else kept. */
function partText(key: keyof PhoneValue, text: string): string {
  const bare = (
    key === 'ext' ? text.replace(/^\s*(?:ext(?:ension)?\.?|x|#)/i, '') : text.replace(/^\s*\+/, '')
  ).replace(SEPARATORS, '');
  return /^\d*$/.test(bare) ? bare : text;
}

/**
 * A phone after a person typed or pasted `text` into one of its parts (spec 2 §3 Phone; issue 30). A number
 * typed into Phone Number, or one of 7 digits or more into the country code or Ext, lands in the parts the way
 * it is meant: '(856) 555-0195' → 856-555-0195, '+1 856 555 0195 x12' → 1, 856-555-0195 and 12; parts it does
 * not name keep their value. Nothing is dropped: what cannot be read stays as typed in its part, where
 * formatError names what is wrong with it.
 */
export function enterPhonePart(current: PhoneValue, key: keyof PhoneValue, text: string): PhoneValue {
  const rest: PhoneValue = { ...current, [key]: '' };
  const digits = text.replace(/\D/g, '').length;
  if (key === 'phoneNumber' || digits >= LOCAL_DIGITS) {
    const read = readNumber(text, rest.countryCode);
    if (read) return { ...rest, ...read };
  }
  return { ...current, [key]: key === 'phoneNumber' ? text : partText(key, text) };
}
