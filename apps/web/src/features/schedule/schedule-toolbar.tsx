import { Box, Button, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import type { ScheduleNavigation } from '@carevisit/core';
import type { ScheduleView } from './schedule-place.ts';

export interface ScheduleToolbarProps {
  view: ScheduleView;
  onView: (view: ScheduleView) => void;
  /** Where the arrows lead (a day or a week); null where the schedule window blocks them (spec 1 §2). */
  navigation: ScheduleNavigation;
  onGo: (day: string) => void;
  /** Null when today is already shown. */
  onToday: (() => void) | null;
}

const VIEWS: ScheduleView[] = ['day', 'week'];

/** spec 1 §2 /schedule on tablets: a view-by select (Day or Week), previous and next arrows, and Today. */
export function ScheduleToolbar({ view, onView, navigation, onGo, onToday }: ScheduleToolbarProps) {
  const { t } = useTranslation();
  const previous = t(view === 'week' ? 'schedule.previousWeek' : 'schedule.previousDay');
  const next = t(view === 'week' ? 'schedule.nextWeek' : 'schedule.nextDay');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        label={t('schedule.viewBy')}
        value={view}
        onChange={(event) => onView(event.target.value as ScheduleView)}
        size="small"
        margin="none"
        fullWidth={false}
        sx={{ width: 140 }}
      >
        {VIEWS.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`schedule.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Tooltip title={previous}>
          <span>
            <IconButton
              aria-label={previous}
              disabled={navigation.previous === null}
              onClick={() => navigation.previous && onGo(navigation.previous)}
            >
              <ChevronLeft />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={next}>
          <span>
            <IconButton
              aria-label={next}
              disabled={navigation.next === null}
              onClick={() => navigation.next && onGo(navigation.next)}
            >
              <ChevronRight />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Button variant="outlined" onClick={onToday ?? undefined} disabled={onToday === null}>
        {t('schedule.today')}
      </Button>
    </Box>
  );
}
