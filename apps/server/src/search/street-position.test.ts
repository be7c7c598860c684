import { describe, expect, it } from 'vitest';
import { fractionOf, positionOnStreet } from './street-position.ts';
import { SERVED_TOWNS } from './towns.ts';

describe('positionOnStreet', () => {
  const town = SERVED_TOWNS[0]!;
  const [street, lowest, highest] = town.streets[0]!;

  it('places a house the same way every time, within about a kilometre of the town centre', () => {
    const position = positionOnStreet(town, street, fractionOf(250, lowest, highest));
    expect(positionOnStreet(town, street, fractionOf(250, lowest, highest))).toEqual(position);
    expect(Math.abs(position.lat - town.latitude)).toBeLessThan(0.01);
    expect(Math.abs(position.lon - town.longitude)).toBeLessThan(0.01);
  });

  it('moves along the street with the house number', () => {
    const low = positionOnStreet(town, street, fractionOf(lowest, lowest, highest));
    const high = positionOnStreet(town, street, fractionOf(highest, lowest, highest));
    expect(low).not.toEqual(high);
  });
});
