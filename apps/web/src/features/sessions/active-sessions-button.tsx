import { Badge, Box, ButtonBase, Typography } from '@mui/material';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET_PX } from '@carevisit/core';
import type { LocalVisit } from '../../data/index.ts';
import { Stopwatch } from '../../ui/sessions/stopwatch.tsx';
import type { LayoutKind } from '../../ui/use-layout.ts';

export interface ActiveSessionsButtonProps {
  layout: LayoutKind;
  visits: readonly LocalVisit[];
  onOpen: () => void;
}

/**
 * spec 1 §2 header: the Active Sessions button while a session is open, with the stopwatch of the earliest
 * one (spec 1 §4: the stopwatch shows in the header) and, with more than one, how many. The words show on a
 * tablet; a handheld keeps them for screen readers.
 */
export function ActiveSessionsButton({ layout, visits, onOpen }: ActiveSessionsButtonProps) {
  const { t } = useTranslation();
  const first = visits[0];
  if (!first?.beginActualDateTime) return null;
  return (
    // The pill is drawn inside a 44 px high button (issue 36: the whole button was 32 high on a phone).
    <ButtonBase
      onClick={onOpen}
      aria-label={t('sessions.buttonLabel', { count: visits.length })}
      data-testid="active-sessions-button"
      sx={{
        height: TOUCH_TARGET_PX,
        minWidth: TOUCH_TARGET_PX,
        borderRadius: 22,
        flexShrink: 0,
        '&:hover > span': { bgcolor: 'grey.100' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'common.white', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: layout === 'tablet' ? 0.75 : 0.5,
          px: layout === 'tablet' ? 1.25 : 0.75,
          height: layout === 'tablet' ? 36 : 32,
          borderRadius: 18,
          color: 'primary.main',
          bgcolor: 'common.white',
          fontSize: layout === 'tablet' ? '0.875rem' : '0.75rem',
        }}
      >
        <Badge
          badgeContent={visits.length}
          invisible={visits.length < 2}
          color="error"
          sx={{ '& .MuiBadge-badge': { fontSize: 11, height: 16, minWidth: 16 } }}
        >
          <TimerOutlined fontSize="small" aria-hidden />
        </Badge>
        {layout === 'tablet' && (
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {t('sessions.title')}
          </Typography>
        )}
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          <Stopwatch begin={first.beginActualDateTime} end={first.endActualDateTime} />
        </Box>
      </Box>
    </ButtonBase>
  );
}
