import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROGRAM_TIME_ZONE } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { useActivityNames } from '../../ui/data/use-activity-names.ts';
import { useClientsById } from '../../ui/data/use-clients.ts';
import { useCurrentOrganization } from '../../ui/data/use-current-organization.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useStopVisitLink } from '../../ui/sessions/stop-link.ts';
import { useActiveVisits } from '../../ui/sessions/use-visits.ts';
import { ActiveSessionItem } from './active-session-item.tsx';

/** The open sessions, earliest first, read live from the device; Stop hands the visit to the stop flow. */
export function ActiveSessionsList({ onStop }: { onStop?: () => void }) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const visits = useActiveVisits(session);
  const clients = useClientsById(session, visits?.map((visit) => visit.clientId) ?? []);
  const activityNames = useActivityNames(session);
  const timeZone = useCurrentOrganization(session)?.timeZone ?? PROGRAM_TIME_ZONE;
  const stopLink = useStopVisitLink();
  if (!visits) return null;
  if (visits.length === 0) return <EmptyState>{t('sessions.empty')}</EmptyState>;
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('sessions.listLabel')} sx={{ m: 0, p: 0 }}>
      {visits.map((visit) => (
        <ActiveSessionItem
          key={visit.deviceVisitId ?? visit.evvVisitId}
          visit={visit}
          client={clients?.get(visit.clientId)}
          activityName={activityNames.get(visit.activityId)}
          timeZone={timeZone}
          onStop={() => {
            onStop?.();
            stopLink.open(visit.evvVisitId);
          }}
        />
      ))}
    </Stack>
  );
}
