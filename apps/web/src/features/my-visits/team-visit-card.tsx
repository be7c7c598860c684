import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { billedMinutes, correctableByTimes } from '@carevisit/core';
import { discardChange } from '../../data/index.ts';
import type { TeamVisit } from '../../data/evv/team-visits.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import { CorrectVisitDialog } from './correct-visit-dialog.tsx';
import { PayWeekVisitCard } from './pay-week-visit-card.tsx';

/**
 * A team member's visit the payer has not accepted, on her supervisor's list: where it stands, and her correction
 * of its times (issue 32 item 5): offered where it would put the visit right and none waits on this device;
 * waiting; or refused by the server, with its reason, to discard or make again.
 */
export function TeamVisitCard({ visit, timeZone }: { visit: TeamVisit; timeZone: string }) {
  const { t } = useTranslation();
  const text = useDialogText();
  const { session } = useActiveSession();
  const [correcting, setCorrecting] = useState(false);
  const { submission, correction, start, end } = visit;
  const refused = correction?.syncState === 'error';
  // Offered where new times, a reason code and a memo put it right (not a missing Medicaid id, say).
  const correctable =
    start !== null &&
    end !== null &&
    (correction === null || refused) &&
    visit.standing.problems.some((problem) => correctableByTimes(problem.code));
  return (
    <PayWeekVisitCard
      title={`${submission.clientLastName}, ${submission.clientFirstName}`}
      subtitle={visit.staffName}
      start={start}
      end={end}
      minutes={billedMinutes({ start, end })}
      timeZone={timeZone}
      standing={visit.standing}
    >
      {correction && !refused && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('myVisits.correctionWaiting')}
        </Typography>
      )}
      {refused && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() =>
                void discardChange(session.store.db, 'visitCorrection', correction.data.visitCorrectionId)
              }
            >
              {t('myVisits.discardCorrection')}
            </Button>
          }
        >
          {t('myVisits.correctionRefused', { reason: text({ refused: correction.syncError ?? [] }) })}
        </Alert>
      )}
      {correctable && (
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button variant="outlined" size="small" onClick={() => setCorrecting(true)}>
            {t('myVisits.correct')}
          </Button>
        </Stack>
      )}
      {correcting && correctable && (
        <CorrectVisitDialog visit={{ ...visit, start, end }} onClose={() => setCorrecting(false)} />
      )}
    </PayWeekVisitCard>
  );
}
