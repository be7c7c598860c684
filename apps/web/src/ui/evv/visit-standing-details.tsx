import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VisitStanding } from '@carevisit/core';
import { useDialogText } from '../use-dialog-text.ts';

const SUMMARY = {
  ready: 'evvStanding.willBePaid',
  needs_attention: 'evvStanding.needsAttention',
  rejected: 'evvStanding.rejected',
  sent: 'evvStanding.sent',
  accepted: 'evvStanding.accepted',
} as const;

/**
 * What a visit's payment status means for the caregiver (issue 32 items 3 and 7): each problem in plain words with
 * the fix, or the state's reasons for a rejection. `brief` (on a card) leaves out the summary and the fixes.
 */
export function VisitStandingDetails({ standing, brief }: { standing: VisitStanding; brief?: boolean }) {
  const { t } = useTranslation();
  const text = useDialogText();
  const lines = [
    ...standing.problems.map((problem) => ({
      sentence: text(problem.sentence),
      fix: t('evvStanding.fix', { fix: text(problem.fix.label) }),
    })),
    ...standing.reasons.map((reason) => ({ sentence: text(reason), fix: null })),
  ];
  if (brief && lines.length === 0) return null;
  return (
    <Box data-testid="visit-standing-details" sx={{ whiteSpace: 'normal' }}>
      {!brief && <Typography variant="body2">{t(SUMMARY[standing.status])}</Typography>}
      {lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map(({ sentence, fix }) => (
            <li key={sentence}>
              <Typography variant="body2" color={standing.status === 'rejected' ? 'error' : 'text.primary'}>
                {sentence}
              </Typography>
              {fix && !brief && (
                <Typography variant="body2" color="text.secondary">
                  {fix}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
