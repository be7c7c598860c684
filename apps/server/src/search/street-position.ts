import type { Position } from './candidate.ts';
import type { Town } from './towns.ts';

/**
 * The gazetteer knows a town's centre but not where its streets run, so each street gets a made-up straight
 * line through the town: its direction and sideways shift come from a hash of its name, so the same house
 * always lands on the same spot. Streets span about a kilometre, like the seeded houses around the centre.
 */
const HALF_LENGTH = { lat: 0.005, lon: 0.006 };
const SHIFT_STEP = 0.001;

/** Where a house lies along its street: fraction 0 at the lowest number, 1 at the highest. */
export function positionOnStreet(town: Town, street: string, fraction: number): Position {
  const hash = fnv1a(`${town.city}|${town.zip}|${street}`);
  const angle = ((hash % 360) * Math.PI) / 180;
  const shift = (((hash >>> 9) % 5) - 2) * SHIFT_STEP;
  const along = 2 * Math.min(1, Math.max(0, fraction)) - 1;
  return {
    lat: round6(town.latitude + along * HALF_LENGTH.lat * Math.sin(angle) + shift * Math.cos(angle)),
    lon: round6(town.longitude + along * HALF_LENGTH.lon * Math.cos(angle) - shift * Math.sin(angle)),
  };
}

/** The fraction of a house number within its street's range. */
export function fractionOf(houseNumber: number, lowest: number, highest: number): number {
  return highest === lowest ? 0.5 : (houseNumber - lowest) / (highest - lowest);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
