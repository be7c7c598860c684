import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import { useTranslation } from 'react-i18next';
import { dateInZone, formatDurationBetween } from '@carevisit/core';
import { formatDate, formatDateTime, formatTime } from '../../../ui/format/format-date-time.ts';
import type { VisitTimes } from '../../../ui/edit-times/edit-times-draft.ts';
import { FormSection } from '../../../ui/edit-times/form-section.tsx';

export interface VisitSummaryProps {
  clientLabel: string;
  activityName: string | undefined;
  times: VisitTimes;
  edited: boolean;
  timeZone: string;
  /** Opens Edit Times; absent on the signature page, which only shows the visit. */
  onEditTimes?: (() => void) | undefined;
  disabled?: boolean;
}

/** Who, what and when: the visit being verified, with its start and stop times (edited or as recorded). */
export function VisitSummary({
  clientLabel,
  activityName,
  times,
  edited,
  timeZone,
  onEditTimes,
  disabled,
}: VisitSummaryProps) {
  const { t } = useTranslation();
  const { start, end } = times;
  const sameDay = dateInZone(start, timeZone) === dateInZone(end, timeZone);
  const facts = [
    { id: 'started', label: t('visitVerification.started'), value: formatTime(start.getTime(), timeZone) },
    {
      id: 'stopped',
      label: t('visitVerification.stopped'),
      value: (sameDay ? formatTime : formatDateTime)(end.getTime(), timeZone),
    },
  ];
  return (
    <FormSection id="visit-summary">
      <Box>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.3 }}
          data-testid="verification-client"
        >
          {clientLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[activityName, formatDate(start.getTime(), timeZone)].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box
        component="dl"
        aria-label={t('visitVerification.visitDetails')}
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
      >
        {facts.map(({ id, label, value }) => (
          <Box key={id} sx={{ bgcolor: 'background.default', borderRadius: 1.5, px: 1.5, py: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, fontSize: '1.05rem', fontVariantNumeric: 'tabular-nums' }}
              data-testid={`verification-${id}`}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('visitVerification.duration', { duration: formatDurationBetween(start, end) })}
        </Typography>
        {edited && (
          <Chip size="small" color="info" variant="outlined" label={t('visitVerification.timesEdited')} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {onEditTimes && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<EditCalendarOutlined />}
            onClick={onEditTimes}
            disabled={disabled ?? false}
          >
            {t('visitVerification.editTimes')}
          </Button>
        )}
      </Stack>
    </FormSection>
  );
}
