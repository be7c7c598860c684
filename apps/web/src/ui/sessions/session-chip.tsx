import { Chip } from '@mui/material';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Stopwatch } from './stopwatch.tsx';

export interface SessionChipProps {
  begin: string;
  /** Set once the session is stopped: the time stands still. */
  end?: string | null;
  size?: 'small' | 'medium';
}

/** A session at a glance: the timer icon and the stopwatch, for cards and headers. */
export function SessionChip({ begin, end = null, size = 'small' }: SessionChipProps) {
  return (
    <Chip
      size={size}
      color="primary"
      icon={<TimerOutlined aria-hidden />}
      label={<Stopwatch begin={begin} end={end} />}
      data-testid="session-chip"
      sx={{ '& .MuiChip-label': { px: 1 } }}
    />
  );
}
