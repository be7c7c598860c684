import { geographyCandidate, streetCandidate, type Candidate } from './candidate.ts';
import { fractionOf, positionOnStreet } from './street-position.ts';
import type { Town } from './towns.ts';

/** Every town (Geography) and every street (Street, at its middle) of the served towns. */
export function townCandidates(towns: readonly Town[]): Candidate[] {
  return towns.flatMap((town) => [
    geographyCandidate(town, { lat: town.latitude, lon: town.longitude }),
    ...town.streets.map(([streetName]) =>
      streetCandidate('Street', { streetName, ...placeOf(town) }, positionOnStreet(town, streetName, 0.5)),
    ),
  ]);
}

/** The house number on every street whose numbers include it, placed by interpolation (Address Range). */
export function rangeCandidates(towns: readonly Town[], houseNumber: number): Candidate[] {
  return towns.flatMap((town) =>
    town.streets
      .filter(([, lowest, highest]) => houseNumber >= lowest && houseNumber <= highest)
      .map(([streetName, lowest, highest]) =>
        streetCandidate(
          'Address Range',
          { streetNumber: String(houseNumber), streetName, ...placeOf(town) },
          positionOnStreet(town, streetName, fractionOf(houseNumber, lowest, highest)),
        ),
      ),
  );
}

const placeOf = (town: Town) => ({ city: town.city, state: town.state, zip: town.zip });
