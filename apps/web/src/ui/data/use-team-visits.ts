import { useLiveResult } from './use-live-result.ts';
import type { Session } from '../../data/index.ts';
import { teamVisits, type TeamVisit } from '../../data/evv/team-visits.ts';

export type { TeamVisit } from '../../data/evv/team-visits.ts';

/**
 * A supervisor's team visits not yet accepted by the payer (issue 32 item 7): the latest send of each visit of the
 * staff she supervises, by date of service and start, kept current as sync brings them. Undefined while it loads.
 */
export function useTeamVisits(session: Session): TeamVisit[] | undefined {
  const { store, staffId } = session;
  return useLiveResult(() => teamVisits(store, staffId), [store, staffId]);
}
