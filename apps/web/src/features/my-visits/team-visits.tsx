import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { useRecords } from '../../ui/data/use-records.ts';
import { useTeamVisits } from '../../ui/data/use-team-visits.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { TeamVisitCard } from './team-visit-card.tsx';

/**
 * A supervisor's view (issue 32 item 7): her team's verified visits the payer has not accepted, each with its
 * caregiver and what stops it. Nothing for staff who supervise no one.
 */
export function TeamVisits({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const staff = useRecords<Staff>(session.store, 'staff');
  const visits = useTeamVisits(session);
  const supervises = staff?.some((member) => member.supervisoryIds.includes(session.staffId)) ?? false;
  if (!supervises || visits === undefined) return null;
  return (
    <Box component="section" aria-labelledby="team-visits-title" sx={{ mt: 3 }} data-testid="team-visits">
      <SectionHeading id="team-visits-title" title={t('myVisits.team')} count={visits.length} />
      {visits.length === 0 ? (
        <EmptyState>{t('myVisits.teamNone')}</EmptyState>
      ) : (
        <Stack spacing={1.5}>
          {visits.map((visit) => (
            <TeamVisitCard key={visit.submission.evvVisitId} visit={visit} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
