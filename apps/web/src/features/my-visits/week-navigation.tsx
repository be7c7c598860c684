import { IconButton, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format/format-date-time.ts';

export interface WeekNavigationProps {
  /** The week's days, Sunday to Saturday (yyyy-MM-dd). */
  week: readonly string[];
  timeZone: string;
  onStep: (direction: -1 | 1) => void;
  /** The current week is the last one: later weeks hold no verified visit yet. */
  isCurrent: boolean;
}

const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** Which pay week the list shows, with buttons to the week before and after. */
export function WeekNavigation({ week, timeZone, onStep, isCurrent }: WeekNavigationProps) {
  const { t } = useTranslation();
  // Noon UTC of a calendar date is that date in every time zone of the states served.
  const label = t('myVisits.weekOf', {
    start: formatDate(noon(week[0]!), timeZone),
    end: formatDate(noon(week[6]!), timeZone),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
      <IconButton aria-label={t('myVisits.previousWeek')} onClick={() => onStep(-1)}>
        <ChevronLeft />
      </IconButton>
      <Typography
        variant="subtitle1"
        component="p"
        sx={{ flexGrow: 1, textAlign: 'center', fontWeight: 600 }}
      >
        {label}
      </Typography>
      <IconButton aria-label={t('myVisits.nextWeek')} onClick={() => onStep(1)} disabled={isCurrent}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
