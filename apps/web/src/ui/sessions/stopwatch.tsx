import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { STOPWATCH_TICK_MS, stopwatchText } from '@carevisit/core';
import { now } from '../../platform/clock.ts';

export interface StopwatchProps {
  /** The session's begin actual time (ISO). */
  begin: string;
  /** A stopped session's end (ISO): the stopwatch stands still there. */
  end?: string | null;
  /** Large where the stopwatch is the point of the screen (the Active Sessions list). */
  large?: boolean;
}

/**
 * spec 1 §2, §4, §9: the session stopwatch, hh:mm:ss since the begin actual time, read from the one clock
 * every 100 ms so it never drifts from it. A timer role: screen readers do not announce every tick.
 */
export function Stopwatch({ begin, end = null, large = false }: StopwatchProps) {
  const { t } = useTranslation();
  const running = end === null;
  const time = stopwatchText(begin, end === null ? now() : new Date(end));
  // Each tick sets the text it reads: nine ticks in ten leave it as it was, and React renders nothing.
  const [, setShown] = useState(time);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setShown(stopwatchText(begin, now())), STOPWATCH_TICK_MS);
    return () => clearInterval(timer);
  }, [running, begin]);
  return (
    <Box
      component="span"
      role="timer"
      aria-label={t('sessions.elapsed', { time })}
      data-testid="session-stopwatch"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontSize: large ? '1.25rem' : undefined }}
    >
      {time}
    </Box>
  );
}
