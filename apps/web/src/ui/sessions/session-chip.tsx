import { Chip } from '@mui/material';
import TimerOffOutlined from '@mui/icons-material/TimerOffOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';
import { Stopwatch } from './stopwatch.tsx';

export interface SessionChipProps {
  begin: string;
  /** Set once the session is stopped: the time stands still. */
  end?: string | null;
  size?: 'small' | 'medium';
}

/**
 * A session at a glance, for cards and headers: the timer icon and the stopwatch while it runs; once stopped and
 * waiting for its verification, the time it ran and 'Stopped', in another colour (issue 36: a visit closed
 * mid-verification looked like a running one whose timer had frozen).
 */
export function SessionChip({ begin, end = null, size = 'small' }: SessionChipProps) {
  const { t } = useTranslation();
  const stopped = end !== null;
  return (
    <Chip
      size={size}
      color={stopped ? 'warning' : 'primary'}
      variant={stopped ? 'outlined' : 'filled'}
      icon={stopped ? <TimerOffOutlined aria-hidden /> : <TimerOutlined aria-hidden />}
      label={
        <>
          <Stopwatch begin={begin} end={end} />
          {stopped && ` · ${t('sessions.stoppedChip')}`}
        </>
      }
      data-testid="session-chip"
      data-stopped={stopped}
      sx={{ '& .MuiChip-label': { px: 1 } }}
    />
  );
}
