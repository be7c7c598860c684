import type { AddressValue } from './definition.ts';

/** A nine-digit zip as written: 08002-1234, 08002 1234 or 080021234. */
const ZIP_PLUS_FOUR = /^\s*(\d{5})\s*-?\s*(\d{4})\s*$/;

/**
 * An address after a person typed or pasted `text` into one of its parts (spec 2 §3 Address; issue 30): a
 * nine-digit zip in Zip fills Zip and Zip + 4, and Zip + 4 drops the dash typed after a full Zip. Anything
 * else stays as typed, where formatError names what is wrong with it.
 */
export function enterAddressPart(current: AddressValue, key: keyof AddressValue, text: string): AddressValue {
  const zip = key === 'zip' ? ZIP_PLUS_FOUR.exec(text) : null;
  if (zip) return { ...current, zip: zip[1]!, zipPlusFour: zip[2]! };
  if (key === 'zipPlusFour') return { ...current, zipPlusFour: text.replace(/^[\s-]+/, '') };
  return { ...current, [key]: text };
}
