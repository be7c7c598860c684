import { useLiveResult } from './use-live-result.ts';
import type { VisitStanding } from '@carevisit/core';
import type { Session } from '../../data/index.ts';
import { localVisitStanding } from '../../data/evv/local-visit-standing.ts';

/**
 * Where a verified visit stands with the payer (issue 32 item 7), kept current as sync brings the server's sends
 * and as the visit's records change; undefined while it loads or without a visit, null when it is not sent.
 */
export function useVisitStanding(
  session: Session,
  evvVisitId: number | null | undefined,
): VisitStanding | null | undefined {
  const { store } = session;
  return useLiveResult(
    async () => (evvVisitId == null ? undefined : localVisitStanding(store, evvVisitId)),
    [store, evvVisitId],
  );
}
