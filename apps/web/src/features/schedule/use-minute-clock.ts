import { useEffect, useState } from 'react';
import { millisToNextMinute } from '@carevisit/core';
import { nowMillis } from '../../platform/clock.ts';

/** The time now, again every minute on the minute, for the now-line (tests move it with page.clock). */
export function useMinuteClock(): number {
  const [millis, setMillis] = useState(nowMillis);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = nowMillis();
      setMillis(current);
      timer = setTimeout(tick, millisToNextMinute(current));
    };
    timer = setTimeout(tick, millisToNextMinute(nowMillis()));
    return () => clearTimeout(timer);
  }, []);
  return millis;
}
