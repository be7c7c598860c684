import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  PROGRAM_TIME_ZONE,
  addDaysToDate,
  dateInZone,
  formatDuration,
  weekMinutes,
  weekOfDay,
} from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { useCurrentOrganization } from '../../ui/data/use-current-organization.ts';
import { formatDate } from '../../ui/format/format-date-time.ts';
import { usePayWeek } from '../../ui/data/use-pay-week.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SimulatedAggregatorNote } from '../../ui/evv/simulated-aggregator-note.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useNow } from '../../ui/use-now.ts';
import { PayWeekVisitCard } from './pay-week-visit-card.tsx';
import { TeamVisits } from './team-visits.tsx';
import { WeekNavigation } from './week-navigation.tsx';

/**
 * "Will I be paid" (issue 32 item 7): the caregiver's verified visits of a pay week (Sunday to Saturday) with their
 * hours and where each stands with the payer, from the local database, offline too; a supervisor also sees her
 * team's visits that are not accepted.
 */
export function MyVisitsPage() {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const now = useNow();
  const timeZone = useCurrentOrganization(session)?.timeZone ?? PROGRAM_TIME_ZONE;
  const [weeksBack, setWeeksBack] = useState(0);
  const week = weekOfDay(addDaysToDate(dateInZone(now, timeZone), -7 * weeksBack));
  const visits = usePayWeek(session, week, timeZone);
  const minutes = weekMinutes(visits ?? []);
  const needAttention = visits?.filter((visit) => visit.standing?.status === 'needs_attention').length ?? 0;
  return (
    <>
      <PageTitle>{t('myVisits.title')}</PageTitle>
      <SimulatedAggregatorNote />
      <WeekNavigation
        week={week}
        timeZone={timeZone}
        isCurrent={weeksBack === 0}
        onStep={(direction) => setWeeksBack((back) => Math.max(0, back - direction))}
      />
      {visits === undefined ? (
        <PageLoading />
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} data-testid="pay-week-summary" sx={{ flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t('myVisits.totalHours', { hours: formatDuration(minutes) })}
            </Typography>
            <Typography>{t('myVisits.visitCount', { count: visits.length })}</Typography>
            {needAttention > 0 && (
              <Typography color="warning.dark">
                {t('myVisits.needAttention', { count: needAttention })}
              </Typography>
            )}
          </Stack>
          {visits.length === 0 ? (
            <EmptyState>{t('myVisits.none')}</EmptyState>
          ) : (
            visits.map((visit) => (
              <PayWeekVisitCard
                key={visit.visit.evvVisitId}
                title={visit.clientName ?? ''}
                start={visit.times.start}
                end={visit.times.end}
                minutes={visit.minutes}
                timeZone={timeZone}
                standing={visit.standing}
              >
                {visit.correction && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('myVisits.corrected', {
                      date: formatDate(Date.parse(visit.correction.madeAt), timeZone),
                      reason: visit.correction.reason ?? '—',
                    })}
                  </Typography>
                )}
              </PayWeekVisitCard>
            ))
          )}
        </Stack>
      )}
      <TeamVisits timeZone={timeZone} />
    </>
  );
}
