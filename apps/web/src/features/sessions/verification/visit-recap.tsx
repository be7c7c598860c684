import { Fragment } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDurationBetween } from '@carevisit/core';
import { formatDate, formatTime } from '../../../ui/format/format-date-time.ts';
import type { VisitSummaryProps } from './visit-summary.tsx';

/** The visit in two lines, above the signature pad: what the client is signing for, leaving the pad in view. */
export function VisitRecap({ clientLabel, activityName, times, timeZone }: VisitSummaryProps) {
  const { t } = useTranslation();
  const { start, end } = times;
  const parts = [
    activityName,
    formatDate(start.getTime(), timeZone),
    t('visitVerification.timeRange', {
      start: formatTime(start.getTime(), timeZone),
      end: formatTime(end.getTime(), timeZone),
      duration: formatDurationBetween(start, end),
    }),
  ].filter((part) => part !== undefined);
  return (
    <Box sx={{ mb: 2, px: 0.5 }}>
      <Typography sx={{ fontWeight: 700 }} data-testid="verification-client">
        {clientLabel}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {/* Each part stays on one line; the line breaks between them. */}
        {parts.map((part, index) => (
          <Fragment key={part}>
            {index > 0 && ' · '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {part}
            </Box>
          </Fragment>
        ))}
      </Typography>
    </Box>
  );
}
