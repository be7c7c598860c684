import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLiveResult } from '../../../ui/data/use-live-result.ts';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { VITAL_MEASURES, type Vital } from '@carevisit/core';
import { useActiveSession } from '../../../session/session-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatDateTime } from '../../../ui/format/format-date-time.ts';
import { facesheetClientId } from '../../../ui/navigation/app-links.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { facesheetSectionPath, recordIdOf } from '../facesheet-paths.ts';
import { useFacesheetTimeZone } from '../use-facesheet-time-zone.ts';
import { measureText } from './vital-text.ts';

/**
 * spec 2 §2 {parent}/facesheet/vitals/vitalsInfo?clientId=&vitalId= ('Vitals Details'): every reading of one
 * vital record. The spec does not show its layout; it lists the readings of spec 2 §3 with their units. With no
 * record named it goes back to the vitals list, as the allergy and medication details do.
 */
export function VitalDetailPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const clientId = facesheetClientId(searchParams) ?? 0;
  const vitalId = recordIdOf(searchParams, 'vitalId');
  const vitalsPath = facesheetSectionPath(pathname, 'vitals', clientId);
  if (vitalId === null) return <Navigate to={vitalsPath} replace />;
  return (
    <FacesheetSubPage
      title={t('facesheetPages.vitalsDetails')}
      backTo={{ path: vitalsPath, label: t('vitals.backToVitals') }}
    >
      {(client) => <VitalDetails clientId={client.clientId} vitalId={vitalId} />}
    </FacesheetSubPage>
  );
}

function VitalDetails({ clientId, vitalId }: { clientId: number; vitalId: number }) {
  const { t } = useTranslation();
  const { store } = useActiveSession().session;
  const timeZone = useFacesheetTimeZone();
  // null once read and not held for this client: a link to another client's record shows nothing of it.
  const vital = useLiveResult(async () => {
    const found = (await store.get<Vital>('vital', vitalId))?.data;
    return found?.clientId === clientId ? found : null;
  }, [store, clientId, vitalId]);
  if (vital === undefined) return <PageLoading />;
  if (vital === null) return <EmptyState>{t('vitals.notFound')}</EmptyState>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="vital-details">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <Detail
          label={t('vitals.dateRecorded')}
          value={formatDateTime(Date.parse(vital.dateRecorded), timeZone)}
          wide
        />
        {VITAL_MEASURES.map((measure) => (
          <Detail
            key={measure}
            label={t(`vitals.${measure}`)}
            value={measureText(t, measure, vital[measure])}
          />
        ))}
      </Box>
    </Paper>
  );
}

function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
