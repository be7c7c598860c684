import { PROGRAM_TIME_ZONE } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { useCurrentOrganization } from '../../ui/data/use-current-organization.ts';

/** The zone the face sheet shows times in: the current organization's, or US Central before it is known. */
export function useFacesheetTimeZone(): string {
  const { session } = useActiveSession();
  return useCurrentOrganization(session)?.timeZone ?? PROGRAM_TIME_ZONE;
}
