import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { formatDuration } from '@carevisit/core';
import { useTranslation } from 'react-i18next';
import { VisitStandingChip } from '../../ui/evv/visit-standing-chip.tsx';
import { VisitStandingDetails } from '../../ui/evv/visit-standing-details.tsx';
import { formatDate, formatTime } from '../../ui/format/format-date-time.ts';
import type { VisitStanding } from '@carevisit/core';

export interface PayWeekVisitCardProps {
  /** Whose visit: the client, and on a supervisor's list the caregiver too. */
  title: string;
  subtitle?: string | null;
  start: string | null;
  end: string | null;
  minutes: number;
  timeZone: string;
  /** Null for a visit EVV does not apply to: no payment status to show. */
  standing: VisitStanding | null;
  /** What a reader can do about it (a supervisor's correction). */
  children?: ReactNode;
}

/** One verified visit of a pay week: when, how long, and where it stands with the payer with what to do. */
export function PayWeekVisitCard({
  title,
  subtitle,
  start,
  end,
  minutes,
  timeZone,
  standing,
  children,
}: PayWeekVisitCardProps) {
  const { t } = useTranslation();
  const when =
    start && end
      ? `${formatDate(Date.parse(start), timeZone)} ${t('appointmentCard.timeRange', {
          start: formatTime(Date.parse(start), timeZone),
          end: formatTime(Date.parse(end), timeZone),
        })}`
      : '';
  return (
    <Card variant="outlined" data-testid="pay-week-visit">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {when}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatDuration(minutes)}
          </Typography>
        </Stack>
        <Typography variant="body1">{title}</Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        {standing && (
          <Stack spacing={0.5} sx={{ mt: 1, alignItems: 'flex-start' }}>
            <VisitStandingChip status={standing.status} />
            <VisitStandingDetails standing={standing} />
          </Stack>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
