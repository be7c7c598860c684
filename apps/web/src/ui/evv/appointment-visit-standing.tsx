import { Box } from '@mui/material';
import { isVerifiedForPayer } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { useVisitStanding } from '../data/use-visit-standing.ts';
import { useAppointmentVisit } from '../sessions/use-visits.ts';
import { VisitStandingChip } from './visit-standing-chip.tsx';
import { VisitStandingDetails } from './visit-standing-details.tsx';

/**
 * Where an appointment's verified visit stands with the payer and what stops it (issue 32 items 3 and 7): in a few
 * words on a card (`brief`), with the fixes at the end of verification. Nothing for an appointment without a
 * verified visit. Followed by appointment, not visit: a visit's temporary id changes when the server takes it.
 */
export function AppointmentVisitStanding({
  appointmentId,
  brief,
}: {
  appointmentId: number;
  brief?: boolean;
}) {
  const { session } = useActiveSession();
  const visit = useAppointmentVisit(session, appointmentId);
  const verified = visit && isVerifiedForPayer(visit) ? visit.evvVisitId : null;
  const standing = useVisitStanding(session, verified);
  if (!standing) return null;
  return (
    <Box sx={{ mt: 0.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <VisitStandingChip status={standing.status} />
      <VisitStandingDetails standing={standing} brief={brief} />
    </Box>
  );
}
