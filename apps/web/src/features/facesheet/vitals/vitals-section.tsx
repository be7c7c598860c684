import { useId, useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import { sortVitals, vitalTrends, type Vital, type VitalSortOrder } from '@carevisit/core';
import type { ClientData } from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { clientName } from '../../../ui/format/client-name.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { useLayoutKind } from '../../../ui/use-layout.ts';
import { useViewAudit } from '../../../ui/use-view-audit.ts';
import { useClientRecords } from '../use-client-records.ts';
import { useFacesheetTimeZone } from '../use-facesheet-time-zone.ts';
import { TrendChart } from './trend-chart.tsx';
import { VitalsList } from './vitals-list.tsx';

/** spec 2 §2 Vitals, on the tablet's Vitals tab and the handheld's /vitals page: trends, then the readings. */
export function VitalsSection({ client }: { client: ClientData }) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  useViewAudit(session, 'EVV Client Vitals', client.clientId);
  const layout = useLayoutKind();
  const timeZone = useFacesheetTimeZone();
  const trendsId = useId();
  const readingsId = useId();
  // spec 2 §2: sorted by date, default descending.
  const [order, setOrder] = useState<VitalSortOrder>('desc');
  const vitals = useClientRecords<Vital>('vital', client.clientId);
  if (!vitals) return <PageLoading />;
  if (vitals.length === 0) return <EmptyState>{t('empty.vitals')}</EmptyState>;
  const trends = vitalTrends(vitals);
  const newestFirst = order === 'desc';
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby={trendsId}>
        <SectionHeading id={trendsId} title={t('vitals.trends')} />
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: layout === 'tablet' ? 'repeat(3, minmax(0, 1fr))' : '1fr',
          }}
        >
          {trends.map((trend) => (
            <TrendChart key={trend.trend} trend={trend} timeZone={timeZone} layout={layout} />
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby={readingsId}>
        <SectionHeading
          id={readingsId}
          title={t('vitals.readings')}
          count={vitals.length}
          action={
            <Button
              size="small"
              onClick={() => setOrder(newestFirst ? 'asc' : 'desc')}
              startIcon={newestFirst ? <ArrowDownward /> : <ArrowUpward />}
              aria-label={t('vitals.sortBy', {
                order: newestFirst ? t('vitals.sortNewest') : t('vitals.sortOldest'),
              })}
            >
              {newestFirst ? t('vitals.sortNewest') : t('vitals.sortOldest')}
            </Button>
          }
        />
        <VitalsList
          vitals={sortVitals(vitals, order)}
          clientId={client.clientId}
          layout={layout}
          timeZone={timeZone}
          label={t('vitals.readingsOf', { name: clientName(t, client, client.clientId) })}
        />
      </Box>
    </Stack>
  );
}
