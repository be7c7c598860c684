import { useActiveSession } from '../../session/session-context.tsx';
import { SessionChip } from './session-chip.tsx';
import { useActiveVisits } from './use-visits.ts';

/**
 * spec 2 §2: the visit stopwatch in the face sheet header, for the client whose sheet it is; nothing when no
 * session with them is open. With several (a rare double booking) it shows the earliest.
 */
export function ClientSessionStopwatch({ clientId }: { clientId: number }) {
  const visit = useActiveVisits(useActiveSession().session)?.find((each) => each.clientId === clientId);
  if (!visit?.beginActualDateTime) return null;
  return <SessionChip begin={visit.beginActualDateTime} end={visit.endActualDateTime} size="medium" />;
}
